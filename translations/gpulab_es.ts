<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>BoundedFile</name>
    <message>
        <location filename="../lessons/framework/boundedfile.cpp" line="+21"/>
        <source>the file cannot be read: there is no such file</source>
        <translation>no se puede leer el archivo: no existe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is not a regular file, so it cannot be %1</source>
        <translation>el archivo no es un archivo normal, así que no puede ser %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is %1; %2 is at most %3</source>
        <translation>el archivo ocupa %1; %2 ocupa como máximo %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+25"/>
        <source>the file cannot be read: %1</source>
        <translation>no se puede leer el archivo: %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the file is over %1; %2 is at most that</source>
        <translation>el archivo ocupa más de %1; %2 ocupa como máximo eso</translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message>
        <location filename="../app/store/progressstore.cpp" line="+280"/>
        <source>GPU Lab cannot record your progress: the Qt SQLite driver (QSQLITE) is not installed.</source>
        <translation>GPU Lab no puede registrar tu progreso: el controlador SQLite de Qt (QSQLITE) no está instalado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no writable folder for GPU Lab&apos;s data.</source>
        <translation>No hay ninguna carpeta con permiso de escritura para los datos de GPU Lab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your progress file %1 is not a regular file; it was left untouched.</source>
        <translation>Tu archivo de progreso %1 no es un archivo normal; se ha dejado intacto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The folder %1 for your progress could not be created.</source>
        <translation>No se pudo crear la carpeta %1 para tu progreso.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your progress file %1 was written by a newer version of GPU Lab (schema version %2; this version knows up to %3). It was left untouched; update GPU Lab to keep recording progress in it.</source>
        <translation>Tu archivo de progreso %1 lo escribió una versión más reciente de GPU Lab (versión de esquema %2; esta versión conoce hasta la %3). Se ha dejado intacto; actualiza GPU Lab para seguir registrando en él tu progreso.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your progress file %1 could not be opened (%2). It was left untouched.</source>
        <translation>No se pudo abrir tu archivo de progreso %1 (%2). Se ha dejado intacto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your progress file %1 is damaged (%2) and could not be moved aside (%3); it was left as it is.</source>
        <translation>Tu archivo de progreso %1 está dañado (%2) y no se pudo apartar (%3); se ha dejado como está.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved progress was damaged (%1).</source>
        <translation>Tu progreso guardado estaba dañado (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damaged copy is kept at %1.</source>
        <translation>La copia dañada se conserva en %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A new progress file could not be created (%1).</source>
        <translation>No se pudo crear un archivo de progreso nuevo (%1).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU Lab goes on in a new progress file with what was recovered.</source>
        <translation>GPU Lab continúa en un archivo de progreso nuevo con lo que se recuperó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU Lab started a new progress record.</source>
        <translation>GPU Lab empezó un registro de progreso nuevo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing could be recovered from it (%1).</source>
        <translation>No se pudo recuperar nada de él (%1).</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 of %Ln section record(s)</source>
        <translation>
            <numerusform>%1 de %Ln registro de sección</numerusform>
            <numerusform>%1 de %Ln registros de sección</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln section record(s)</source>
        <translation>
            <numerusform>%Ln registro de sección</numerusform>
            <numerusform>%Ln registros de sección</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %Ln quiz attempt(s)</source>
        <translation>
            <numerusform>%1 de %Ln intento de cuestionario</numerusform>
            <numerusform>%1 de %Ln intentos de cuestionario</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln quiz attempt(s)</source>
        <translation>
            <numerusform>%Ln intento de cuestionario</numerusform>
            <numerusform>%Ln intentos de cuestionario</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %Ln answer(s)</source>
        <translation>
            <numerusform>%1 de %Ln respuesta</numerusform>
            <numerusform>%1 de %Ln respuestas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln answer(s)</source>
        <translation>
            <numerusform>%Ln respuesta</numerusform>
            <numerusform>%Ln respuestas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU Lab recovered %1, %2 and %3 from it.</source>
        <translation>GPU Lab recuperó de él %1, %2 y %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It held no progress to recover.</source>
        <translation>No contenía ningún progreso que recuperar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing could be recovered from it.</source>
        <translation>No se pudo recuperar nada de él.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln record(s) that broke the database&apos;s rules, or whose quiz attempt was lost, were left out.</source>
        <translation>
            <numerusform>Se omitió %Ln registro que incumplía las reglas de la base de datos o cuyo intento de cuestionario se perdió.</numerusform>
            <numerusform>Se omitieron %Ln registros que incumplían las reglas de la base de datos o cuyo intento de cuestionario se perdió.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some of it was on damaged pages and could not be read.</source>
        <translation>Parte de él estaba en páginas dañadas y no se pudo leer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recovery stopped at its limit (%1 s or %2 records); the damaged copy may hold more.</source>
        <translation>La recuperación se detuvo en su límite (%1 s o %2 registros); la copia dañada puede contener más.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>A visit needs a valid time.</source>
        <translation>Una visita necesita una hora válida.</translation>
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
        <translation>El almacén de progreso no está abierto.</translation>
    </message>
    <message>
        <location line="-498"/>
        <location line="+72"/>
        <source>%1 (kept in memory until the progress database takes it again)</source>
        <translation>%1 (se guarda en memoria hasta que la base de datos de progreso vuelva a aceptarlo)</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>&quot;%1&quot; is not a quiz id (lesson:&lt;lesson id&gt;, exam or import:&lt;file name&gt;).</source>
        <translation>&quot;%1&quot; no es un id de cuestionario (lesson:&lt;lesson id&gt;, exam o import:&lt;file name&gt;).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a quiz mode (practice or test).</source>
        <translation>&quot;%1&quot; no es un modo de cuestionario (practice o test).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quiz attempt needs at least one question.</source>
        <translation>Un intento de cuestionario necesita al menos una pregunta.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The new quiz attempt got no id.</source>
        <translation>El nuevo intento de cuestionario no recibió ningún id.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>An answer needs a question key.</source>
        <translation>Una respuesta necesita una clave de pregunta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An answer&apos;s position cannot be negative.</source>
        <translation>La posición de una respuesta no puede ser negativa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An answer&apos;s fraction must be from 0 to 1, not %1.</source>
        <translation>La fracción de una respuesta debe estar entre 0 y 1, no %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A skipped question cannot earn credit (fraction %1).</source>
        <translation>Una pregunta omitida no puede obtener puntuación (fracción %1).</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+33"/>
        <location line="+46"/>
        <location line="+25"/>
        <source>There is no quiz attempt %1.</source>
        <translation>No existe el intento de cuestionario %1.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Quiz attempt %1 is finished; a retake is a new attempt.</source>
        <translation>El intento de cuestionario %1 está terminado; repetirlo es un intento nuevo.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Quiz attempt %1 has %Ln question(s); there is no position %2.</source>
        <translation>
            <numerusform>El intento de cuestionario %1 tiene %Ln pregunta; no existe la posición %2.</numerusform>
            <numerusform>El intento de cuestionario %1 tiene %Ln preguntas; no existe la posición %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Finishing a quiz attempt needs a valid time.</source>
        <translation>Terminar un intento de cuestionario necesita una hora válida.</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>The quiz results could not be written to %1 (%2).</source>
        <translation>No se pudieron escribir los resultados de los cuestionarios en %1 (%2).</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The quiz grades could not be written to %1 (%2).</source>
        <translation>No se pudieron escribir las calificaciones de los cuestionarios en %1 (%2).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>PRAGMA quick_check failed: %1</source>
        <translation>PRAGMA quick_check falló: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PRAGMA quick_check found problems: %1</source>
        <translation>PRAGMA quick_check encontró problemas: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading %1 failed: %2</source>
        <translation>Falló la lectura de %1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>it is not a SQLite database</source>
        <translation>no es una base de datos SQLite</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>schema version %1 is invalid</source>
        <translation>la versión de esquema %1 no es válida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the integrity check failed: %1</source>
        <translation>falló la comprobación de integridad: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>updating it to version %1 (%2) failed: %3</source>
        <translation>falló su actualización a la versión %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>GPU Lab cannot record progress at all (%1).</source>
        <translation>GPU Lab no puede registrar ningún progreso (%1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your progress in this session will not be saved when you quit.</source>
        <translation>Tu progreso de esta sesión no se guardará al salir.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A lesson id and a section id are needed.</source>
        <translation>Se necesitan un id de lección y un id de sección.</translation>
    </message>
    <message>
        <location filename="../app/store/progresssalvage.cpp" line="+179"/>
        <source>no temporary folder to read it in (%1)</source>
        <translation>no hay carpeta temporal donde leerlo (%1)</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>it is larger than %1</source>
        <translation>ocupa más de %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it could not be copied to be read (%1)</source>
        <translation>no se pudo copiar para leerlo (%1)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>its list of tables could not be read: %1</source>
        <translation>no se pudo leer su lista de tablas: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/main.cpp" line="+393"/>
        <source>Your progress</source>
        <translation>Tu progreso</translation>
    </message>
</context>
<context>
    <name>QuizCatalog</name>
    <message>
        <location filename="../lessons/framework/quiz/quizcatalog.cpp" line="+46"/>
        <source>Quiz: %1</source>
        <translation>Cuestionario: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Exam: every lesson</source>
        <translation>Examen: todas las lecciones</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>a quiz bank</source>
        <translation>un banco de preguntas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: no question could be read, so nothing was imported.</source>
        <translation>%1: no se pudo leer ninguna pregunta, así que no se importó nada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no folder to keep imported quizzes in (%1).</source>
        <translation>No hay ninguna carpeta donde guardar los cuestionarios importados (%1).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 could not be copied to %2: %3</source>
        <translation>No se pudo copiar %1 en %2: %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Only imported quizzes can be removed.</source>
        <translation>Solo se pueden quitar los cuestionarios importados.</translation>
    </message>
</context>
<context>
    <name>QuizPictures</name>
    <message>
        <location filename="../lessons/framework/quiz/quizpictures.cpp" line="+147"/>
        <source>[picture %1 is too large to show]</source>
        <translation>[la imagen %1 es demasiado grande para mostrarla]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[picture %1 is outside the quiz&apos;s folder]</source>
        <translation>[la imagen %1 está fuera de la carpeta del cuestionario]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[%1 is not a picture]</source>
        <translation>[%1 no es una imagen]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[picture %1 is missing]</source>
        <translation>[falta la imagen %1]</translation>
    </message>
</context>
<context>
    <name>RaceOutcome</name>
    <message>
        <location filename="../lessons/framework/racerunner.cpp" line="+33"/>
        <source>The race could not run: %1</source>
        <translation>La carrera no se pudo ejecutar: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped. Nothing was measured for the unfinished side.</source>
        <translation>Detenida. No se midió nada del lado sin terminar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No speedup to show: one side did not finish with a verified answer (see its pane).</source>
        <translation>No hay aceleración que mostrar: un lado no terminó con una respuesta verificada (mira su panel).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Done: N = %1, median of %2 runs a side, both verified against a float64 reference.</source>
        <translation>Hecho: N = %1, mediana de %2 ejecuciones por lado, ambas verificadas con una referencia float64.</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>×%1 faster</source>
        <translation>×%1 más rápido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>×%1 slower</source>
        <translation>×%1 más lento</translation>
    </message>
</context>
<context>
    <name>gpulab</name>
    <message>
        <location filename="../lessons/framework/quiz/measuredquestions.cpp" line="+43"/>
        <source>GPU Lab/Your measurements</source>
        <translation>GPU Lab/Tus mediciones</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your race: speedup</source>
        <translation>Tu carrera: aceleración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your last race on this machine (N = %1, on %2), %3 took %4 s and %5 took %6 s. How many times faster was %5? (within 10 %)</source>
        <translation>En tu última carrera en este equipo (N = %1, en %2), %3 tardó %4 s y %5 tardó %6 s. ¿Cuántas veces más rápido fue %5? (con un margen del 10 %)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A speedup is the slower time divided by the faster one: %1 s ÷ %2 s ≈ %3. The work was the same (2N³ operations), so the ratio of times is the ratio of rates too.</source>
        <translation>Una aceleración es el tiempo más lento dividido por el más rápido: %1 s ÷ %2 s ≈ %3. El trabajo era el mismo (2N³ operaciones), así que la razón de los tiempos es también la razón de los ritmos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your race: GFLOP/s</source>
        <translation>Tu carrera: GFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 run multiplied two %2 × %2 matrices in %3 s. At how many GFLOP/s did it compute? (one multiply and one add count as two operations; within 5 %)</source>
        <translation>Tu ejecución con %1 multiplicó dos matrices de %2 × %2 en %3 s. ¿A cuántos GFLOP/s calculó? (una multiplicación y una suma cuentan como dos operaciones; con un margen del 5 %)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The product takes 2N³ = %1 floating-point operations; divided by %2 s that is %3 GFLOP/s (1 GFLOP/s = 10⁹ operations per second).</source>
        <translation>El producto requiere 2N³ = %1 operaciones de coma flotante; divididas entre %2 s son %3 GFLOP/s (1 GFLOP/s = 10⁹ operaciones por segundo).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your roofline: ridge point</source>
        <translation>Tu roofline: punto de inflexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a memory bandwidth of %2 GB/s and a peak of %3 GFLOP/s. Above what arithmetic intensity, in FLOP per byte, does a kernel stop being limited by memory? (within 10 %)</source>
        <translation>En %1 mediste un ancho de banda de memoria de %2 GB/s y un pico de %3 GFLOP/s. ¿A partir de qué intensidad aritmética, en FLOP por byte, deja un kernel de estar limitado por la memoria? (con un margen del 10 %)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ridge point is where the two roofs meet: peak ÷ bandwidth = %1 ÷ %2 ≈ %3 FLOP/byte. Below it, bytes arrive too slowly to keep the arithmetic busy.</source>
        <translation>El punto de inflexión es donde se cruzan los dos techos: pico ÷ ancho de banda = %1 ÷ %2 ≈ %3 FLOP/byte. Por debajo, los bytes llegan demasiado despacio para mantener ocupada la aritmética.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your roofline: a vector add</source>
        <translation>Tu roofline: una suma de vectores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adding two float vectors does 1 FLOP per 12 bytes moved (two 4-byte loads, one 4-byte store). With your measured bandwidth of %1 GB/s, how many GFLOP/s can it reach at most? (within 10 %)</source>
        <translation>Sumar dos vectores float hace 1 FLOP por cada 12 bytes movidos (dos lecturas de 4 bytes y una escritura de 4 bytes). Con tu ancho de banda medido de %1 GB/s, ¿cuántos GFLOP/s puede alcanzar como máximo? (con un margen del 10 %)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory-bound: intensity × bandwidth = (1/12) × %1 ≈ %2 GFLOP/s, far below the peak — the arithmetic waits for memory.</source>
        <translation>Limitado por la memoria: intensidad × ancho de banda = (1/12) × %1 ≈ %2 GFLOP/s, muy por debajo del pico: la aritmética espera a la memoria.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your decode bound</source>
        <translation>Tu cota de decodificación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a memory bandwidth of %2 GB/s. A model of 7 billion parameters in FP16 is 14 GB of weights, each read once per generated token. At most how many tokens per second could this machine generate for one sequence? (a bound; within 10 %)</source>
        <translation>En %1 mediste un ancho de banda de memoria de %2 GB/s. Un modelo de 7.000 millones de parámetros en FP16 ocupa 14 GB de pesos, y cada uno se lee una vez por token generado. ¿Cuántos tokens por segundo podría generar como máximo este equipo para una secuencia? (una cota; con un margen del 10 %)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>bandwidth ÷ bytes of weights = %1 GB/s ÷ 14 GB ≈ %2 tokens/s at most: the time to read every weight once. A real program reaches less.</source>
        <translation>ancho de banda ÷ bytes de pesos = %1 GB/s ÷ 14 GB ≈ %2 tokens/s como máximo: el tiempo de leer cada peso una vez. Un programa real alcanza menos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your matrix-vector bound</source>
        <translation>Tu cota de matriz por vector</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A float32 matrix-vector product does about 0.5 FLOP per byte it reads. With your measured bandwidth of %1 GB/s, at most how many GFLOP/s can it reach? (within 10 %)</source>
        <translation>Un producto de matriz por vector en float32 hace unos 0,5 FLOP por byte que lee. Con tu ancho de banda medido de %1 GB/s, ¿cuántos GFLOP/s puede alcanzar como máximo? (con un margen del 10 %)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory-bound: intensity × bandwidth = 0.5 × %1 ≈ %2 GFLOP/s at most, whatever the peak: each weight brings one multiply-add.</source>
        <translation>Limitado por la memoria: intensidad × ancho de banda = 0,5 × %1 ≈ %2 GFLOP/s como máximo, sea cual sea el pico: cada peso aporta una multiplicación-suma.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your peak as a systolic array</source>
        <translation>Tu pico como matriz sistólica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a peak of %2 GFLOP/s. An 8 × 8 systolic array does 64 multiply-adds (128 floating-point operations) every cycle when it is full. At how many GHz would it have to run to match your machine? (within 10 %)</source>
        <translation>En %1 mediste un pico de %2 GFLOP/s. Una matriz sistólica de 8 × 8 hace 64 multiplicaciones-suma (128 operaciones de coma flotante) en cada ciclo cuando está llena. ¿A cuántos GHz tendría que funcionar para igualar a tu equipo? (con un margen del 10 %)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rate = operations per cycle × cycles per second, so the clock is %1 GFLOP/s ÷ 128 ≈ %2 GHz. A TPU&apos;s array is 128 × 128: 16,384 multiply-adds a cycle, 256 times as many, which is why it needs no more than about 1 GHz.</source>
        <translation>Ritmo = operaciones por ciclo × ciclos por segundo, así que la frecuencia es %1 GFLOP/s ÷ 128 ≈ %2 GHz. La matriz de una TPU es de 128 × 128: 16.384 multiplicaciones-suma por ciclo, 256 veces más, y por eso no necesita más de 1 GHz aproximadamente.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your machine as a training cluster</source>
        <translation>Tu equipo como clúster de entrenamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a peak of %2 GFLOP/s. Training a 1-billion-parameter model on 20 billion tokens takes about 6 × parameters × tokens operations. How many days would this machine need at its peak the whole time? (within 10 %)</source>
        <translation>En %1 mediste un pico de %2 GFLOP/s. Entrenar un modelo de 1.000 millones de parámetros con 20.000 millones de tokens requiere unas 6 × parámetros × tokens operaciones. ¿Cuántos días necesitaría este equipo funcionando a su pico todo el tiempo? (con un margen del 10 %)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>6 × 10⁹ × 20 × 10⁹ = 1.2 × 10²⁰ operations; ÷ (%1 × 10⁹ per second) ÷ 86,400 s a day ≈ %2 days — and a real run reaches only part of the peak.</source>
        <translation>6 × 10⁹ × 20 × 10⁹ = 1,2 × 10²⁰ operaciones; ÷ (%1 × 10⁹ por segundo) ÷ 86.400 s por día ≈ %2 días, y una ejecución real alcanza solo parte del pico.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your peak per watt</source>
        <translation>Tu pico por vatio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On %1 you measured a peak of %2 GFLOP/s. If the processor drew 100 W while computing at that rate, how many GFLOP did each joule buy? (within 10 %)</source>
        <translation>En %1 mediste un pico de %2 GFLOP/s. Si el procesador consumiera 100 W mientras calcula a ese ritmo, ¿cuántos GFLOP daría cada julio? (con un margen del 10 %)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A watt is a joule per second: %1 GFLOP/s ÷ 100 J/s ≈ %2 GFLOP per joule. The lesson&apos;s live tab divides by the power it reads, where it can read one.</source>
        <translation>Un vatio es un julio por segundo: %1 GFLOP/s ÷ 100 J/s ≈ %2 GFLOP por julio. La pestaña en vivo de la lección divide por la potencia que lee, donde puede leerla.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your transfer: 40 GB of gradients</source>
        <translation>Tu transferencia: 40 GB de gradientes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your machine copied data from host to device (%1) at %2 GB/s. How many seconds would the 40 GB of FP32 gradients of a 10-billion-parameter model take at that rate? (within 10 %)</source>
        <translation>Tu equipo copió datos del host al dispositivo (%1) a %2 GB/s. ¿Cuántos segundos tardarían a ese ritmo los 40 GB de gradientes FP32 de un modelo de 10.000 millones de parámetros? (con un margen del 10 %)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>10 × 10⁹ parameters × 4 bytes = 40 GB; 40 GB ÷ %1 GB/s ≈ %2 s — every training step, which is why GPUs exchange gradients over NVLink instead.</source>
        <translation>10 × 10⁹ parámetros × 4 bytes = 40 GB; 40 GB ÷ %1 GB/s ≈ %2 s en cada paso de entrenamiento, y por eso las GPU intercambian los gradientes por NVLink.</translation>
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
        <translation>acelerador</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Chips</source>
        <translation>&amp;Chips</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Data movement</source>
        <translation>&amp;Movimiento de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;When to choose which</source>
        <translation>Cuándo &amp;elegir cuál</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Your machine</source>
        <translation>&amp;Tu equipo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Size of the systolic array (processing elements per side)</source>
        <translation>Tamaño de la matriz sistólica (elementos de procesamiento por lado)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Array:</source>
        <translation>Matri&amp;z:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows of the input matrix A</source>
        <translation>Filas de la matriz de entrada A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Input rows M:</source>
        <translation>&amp;Filas de entrada M:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dataflow: what stays in each processing element</source>
        <translation>Flujo de datos: qué se queda en cada elemento de procesamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight-stationary</source>
        <translation>Pesos estacionarios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output-stationary</source>
        <translation>Salidas estacionarias</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Dataflow:</source>
        <translation>Flujo de &amp;datos:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Values moved per multiply-add: the systolic array against tensor cores, counted by the model</source>
        <translation>Valores movidos por multiplicación-suma: la matriz sistólica frente a los Tensor Cores, contados por el modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Design</source>
        <translation>Diseño</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Which hardware does the product, and how large it is</source>
        <translation>Qué hardware hace el producto y de qué tamaño es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MACs</source>
        <translation>MAC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Multiply-adds of the product (useful ones: padding not counted)</source>
        <translation>Multiplicaciones-suma del producto (las útiles: el relleno no cuenta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads</source>
        <translation>Lecturas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operand values read from a buffer (systolic array: at its edges) or from the register file (tensor cores: per instruction)</source>
        <translation>Valores de operandos leídos de un búfer (matriz sistólica: en sus bordes) o del banco de registros (Tensor Cores: por instrucción)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads/MAC</source>
        <translation>Lect./MAC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reads divided by multiply-adds: lower is less data moved</source>
        <translation>Lecturas divididas entre multiplicaciones-suma: menos es menos datos movidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PE passes</source>
        <translation>Pases entre PE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Values handed from one processing element to its neighbour: short wires, no memory</source>
        <translation>Valores pasados de un elemento de procesamiento a su vecino: cables cortos, sin memoria</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Counted by the model, not measured. A systolic array reads each input and weight once at its edge and then hands it from neighbour to neighbour; a tensor-core instruction (PTX mma.m16n8k16: 16×16 and 16×8 operands and a 16×8 accumulator from registers, NVIDIA PTX ISA) reads 512 register values for 2,048 multiply-adds, and the kernel loads those registers from shared memory. What a tensor core reuses inside itself is not published. The MXU rows use Google&apos;s 128×128 MXU (Cloud TPU system architecture); TPU v1&apos;s array was 256×256 (Jouppi et al., ISCA 2017).</source>
        <translation>Contado por el modelo, no medido. Una matriz sistólica lee cada entrada y cada peso una vez en su borde y luego los pasa de vecino a vecino; una instrucción de Tensor Core (PTX mma.m16n8k16: operandos de 16×16 y 16×8 y un acumulador de 16×8 desde registros, NVIDIA PTX ISA) lee 512 valores de registro para 2.048 multiplicaciones-suma, y el kernel carga esos registros desde la memoria compartida. No se publica qué reutiliza un Tensor Core en su interior. Las filas de la MXU usan la MXU de 128×128 de Google (Cloud TPU system architecture); la matriz de la TPU v1 era de 256×256 (Jouppi et al., ISCA 2017).</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>weight-stationary</source>
        <translation>pesos estacionarios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output-stationary</source>
        <translation>salidas estacionarias</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This array: %1×%1, %2, M = %3</source>
        <translation>Esta matriz: %1×%1, %2, M = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counted as the simulation runs; the same as its closed form.</source>
        <translation>Contado mientras corre la simulación; igual que su fórmula cerrada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor cores, the same product (mma instructions: %1)</source>
        <translation>Tensor Cores, el mismo producto (instrucciones mma: %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mma.m16n8k16 instructions, edges padded to 16×8×16 tiles; only register reads are counted.</source>
        <translation>Instrucciones mma.m16n8k16, bordes rellenados hasta teselas de 16×8×16; solo se cuentan las lecturas de registros.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TPU MXU: 128×128, weight-stationary, M = 1,024</source>
        <translation>MXU de TPU: 128×128, pesos estacionarios, M = 1.024</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The closed form at an MXU&apos;s size (Google Cloud TPU system architecture: 128×128 multiply-accumulators).</source>
        <translation>La fórmula cerrada con el tamaño de una MXU (Google Cloud TPU system architecture: 128×128 multiplicadores-acumuladores).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor cores, the same 1,024×128×128 product</source>
        <translation>Tensor Cores, el mismo producto de 1.024×128×128</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0.25 register reads per multiply-add whatever the size: each instruction reads its operands afresh.</source>
        <translation>0,25 lecturas de registro por multiplicación-suma sea cual sea el tamaño: cada instrucción vuelve a leer sus operandos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Accelerators, NPUs and the GPUs beside them, from gpu-specs.csv</source>
        <translation>Aceleradores, NPU y las GPU a su lado, según gpu-specs.csv</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+96"/>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>From gpu-specs.csv; its kind, links, source and notes in the tooltip</source>
        <translation>De gpu-specs.csv; su tipo, enlaces, fuente y notas en la información emergente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>Año</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Launch or announcement year</source>
        <translation>Año de lanzamiento o de anuncio</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>Dense peak</source>
        <translation>Pico denso</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>The dense matrix peak the chip is quoted by, with its precision (BF16, else FP16, else FP8, else INT8). A dash: the vendor names no precision</source>
        <translation>El pico matricial denso con el que se anuncia el chip, con su precisión (BF16, si no FP16, si no FP8, si no INT8). Un guion: el fabricante no indica precisión</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory on the device, GB as the vendor states it</source>
        <translation>Memoria del dispositivo, en GB según el fabricante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth</source>
        <translation>Ancho de banda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory bandwidth, GB/s</source>
        <translation>Ancho de banda de memoria, GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access</source>
        <translation>Acceso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bought, rented only, or inside your own device</source>
        <translation>Se compra, solo se alquila o está dentro de tu propio dispositivo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rented only</source>
        <translation>solo alquiler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your device</source>
        <translation>en tu dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bought or rented</source>
        <translation>compra o alquiler</translation>
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
        <translation>— (sin precisión indicada)</translation>
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
        <translation>%1 · enlaces: %2
%3
%4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every figure is a row of assets/data/gpu-specs.csv with its source (hover a row). Peaks are dense, per chip, at the precision shown; a TPU pod or a Trn1 instance joins many chips. Apple, AMD and Qualcomm quote NPU &quot;TOPS&quot; without a precision: the table leaves those cells empty rather than compare unlike numbers.</source>
        <translation>Cada cifra es una fila de assets/data/gpu-specs.csv con su fuente (pasa el ratón por una fila). Los picos son densos, por chip, en la precisión indicada; un pod de TPU o una instancia Trn1 reúne muchos chips. Apple, AMD y Qualcomm anuncian «TOPS» de NPU sin precisión: la tabla deja esas celdas vacías en vez de comparar números que no son comparables.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>When to choose which: software, scale and availability of each family, with figures from the data file</source>
        <translation>Cuándo elegir cuál: software, escala y disponibilidad de cada familia, con cifras del archivo de datos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Family</source>
        <translation>Familia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips of one vendor and kind; the rows of the data file in the tooltip</source>
        <translation>Chips de un fabricante y tipo; las filas del archivo de datos en la información emergente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What your code must be written for</source>
        <translation>Para qué debe estar escrito tu código</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale</source>
        <translation>Escala</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How many chips work on one job, and over what</source>
        <translation>Cuántos chips trabajan en una tarea y con qué conexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Availability</source>
        <translation>Disponibilidad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Buy, rent, or already in your device</source>
        <translation>Comprar, alquilar o ya en tu dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the data file</source>
        <translation>Del archivo de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The family&apos;s largest dense peak and largest memory, from gpu-specs.csv</source>
        <translation>El mayor pico denso y la mayor memoria de la familia, según gpu-specs.csv</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Peak: %1. Memory: %2.
</source>
        <translation>Pico: %1. Memoria: %2.
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared with the processor</source>
        <translation>compartida con el procesador</translation>
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
        <translation>%1Filas: %2

%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A rule of thumb in this lesson&apos;s words: start where your software already runs. PyTorch research code: an NVIDIA GPU. A model that needs more memory per chip, with a team able to test ROCm: AMD. JAX at pod scale, in Google Cloud: TPUs. A large, steady training or serving job in AWS whose model the Neuron compiler supports: Trainium or Inferentia. A small model that must run offline on the user&apos;s device: its NPU.</source>
        <translation>Una regla práctica con las palabras de esta lección: empieza donde ya funciona tu software. Código de investigación en PyTorch: una GPU de NVIDIA. Un modelo que necesita más memoria por chip, con un equipo capaz de probar ROCm: AMD. JAX a escala de pod, en Google Cloud: TPU. Una tarea de entrenamiento o de servicio grande y estable en AWS cuyo modelo admite el compilador Neuron: Trainium o Inferentia. Un modelo pequeño que debe funcionar sin conexión en el dispositivo del usuario: su NPU.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each chip&apos;s dense peak as a multiple of the rate measured on this computer</source>
        <translation>El pico denso de cada chip como múltiplo del ritmo medido en este equipo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From gpu-specs.csv</source>
        <translation>De gpu-specs.csv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its dense matrix peak and precision</source>
        <translation>Su pico matricial denso y su precisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>× this machine</source>
        <translation>× este equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The peak divided by the float32 rate measured here: a ratio of peaks at different precisions, an upper bound on the difference, not a benchmark</source>
        <translation>El pico dividido entre el ritmo float32 medido aquí: una razón de picos en precisiones distintas, una cota superior de la diferencia, no un benchmark</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the float32 FMA roof measured on %1 (%2)</source>
        <translation>el techo FMA float32 medido en %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 matrix product (N = %2) measured on %3 (%4)</source>
        <translation>el producto de matrices %1 (N = %2) medido en %3 (%4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No rate has been measured on this computer&apos;s device yet. Run the Live Lab&apos;s race or its roofline measurement (or the Memory lesson&apos;s roofline), then come back: this tab places the measured GFLOP/s beside every chip&apos;s peak. Nothing is shown until then.</source>
        <translation>Aún no se ha medido ningún ritmo en el dispositivo de este equipo. Ejecuta la carrera del Laboratorio en vivo o su medición roofline (o el roofline de la lección de memoria) y vuelve: esta pestaña coloca los GFLOP/s medidos junto al pico de cada chip. Hasta entonces no se muestra nada.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This machine: %1 GFLOP/s float32, %2.</source>
        <translation>Este equipo: %1 GFLOP/s en float32, %2.</translation>
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
        <translation>Qué añadió cada generación, según el archivo de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>Año</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Launch year</source>
        <translation>Año de lanzamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor cores</source>
        <translation>Tensor Cores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVIDIA Tensor Core generation</source>
        <translation>Generación de Tensor Core de NVIDIA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precisions</source>
        <translation>Precisiones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tensor precisions with a dense rate</source>
        <translation>Precisiones tensoriales con ritmo denso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2:4</source>
        <translation>2:4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2:4 structured sparsity (twice the dense rate)</source>
        <translation>Dispersión estructurada 2:4 (el doble del ritmo denso)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TE</source>
        <translation>TE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transformer Engine generation</source>
        <translation>Generación del Transformer Engine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU link</source>
        <translation>Enlace GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU-to-GPU link, all links, both directions</source>
        <translation>Enlace de GPU a GPU, todos los enlaces, en ambos sentidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory per GPU, type, bandwidth</source>
        <translation>Memoria por GPU, tipo, ancho de banda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>Novedad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it added over the vendor&apos;s previous row</source>
        <translation>Qué añadió respecto a la fila anterior del fabricante</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 GB %2, %3 GB/s</source>
        <translation>%1 GB %2, %3 GB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. Source: %2</source>
        <translation>%1. Fuente: %2</translation>
    </message>
</context>
<context>
    <name>gpulab::AllReduceModel</name>
    <message>
        <location filename="../lessons/interconnects/allreducemodel.cpp" line="+55"/>
        <source>PCIe through the host</source>
        <translation>PCIe a través del host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink pairs</source>
        <translation>Pares NVLink</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVSwitch, all to all</source>
        <translation>NVSwitch, todos con todos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InfiniBand between servers</source>
        <translation>InfiniBand entre servidores</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Four GPUs talking through the host (PCIe 4.0)</source>
        <translation>Cuatro GPU que se comunican a través del host (PCIe 4.0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink bridges in pairs, PCIe between the pairs</source>
        <translation>Puentes NVLink en pares, PCIe entre los pares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight H100s on NVSwitch (NVLink 4)</source>
        <translation>Ocho H100 en NVSwitch (NVLink 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight servers on InfiniBand NDR</source>
        <translation>Ocho servidores en InfiniBand NDR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A whole rack: GB200 NVL72, 72 GPUs on NVLink 5</source>
        <translation>Un rack entero: GB200 NVL72, 72 GPU en NVLink 5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>gpus must be from %1 to %2, or %3 (one NVL72 rack)</source>
        <translation>gpus debe estar entre %1 y %2, o ser %3 (un rack NVL72)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>72 GPUs are modelled only as one NVSwitch domain (topology &quot;nvswitch&quot;)</source>
        <translation>72 GPU solo se modelan como un dominio NVSwitch (topología &quot;nvswitch&quot;)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink pairs need an even number of GPUs (got %1)</source>
        <translation>Los pares NVLink necesitan un número par de GPU (se recibió %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown link &quot;%1&quot; (not in the interconnect data file)</source>
        <translation>enlace desconocido &quot;%1&quot; (no está en el archivo de datos de interconexiones)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>link &quot;%1&quot; is a %2 link; topology &quot;%3&quot; needs a %4 link</source>
        <translation>el enlace &quot;%1&quot; es un enlace %2; la topología &quot;%3&quot; necesita un enlace %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>hostLink &quot;%1&quot; must be a PCIe link of the data file</source>
        <translation>hostLink &quot;%1&quot; debe ser un enlace PCIe del archivo de datos</translation>
    </message>
</context>
<context>
    <name>gpulab::AllReduceScene</name>
    <message>
        <location filename="../lessons/interconnects/allreducescene.cpp" line="+59"/>
        <source>%1: %2 per direction</source>
        <translation>%1: %2 por sentido</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Host CPU (PCIe root)</source>
        <translation>CPU host (raíz PCIe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVLink Switch trays</source>
        <translation>Bandejas NVLink Switch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InfiniBand switch</source>
        <translation>Conmutador InfiniBand</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Ring all-reduce of %1 across %2 GPUs — %3</source>
        <translation>All-reduce en anillo de %1 entre %2 GPU — %3</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>server %1</source>
        <translation>servidor %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>done: every GPU holds the sum of all %1 GPUs&apos; gradients (✓)</source>
        <translation>hecho: cada GPU tiene la suma de los gradientes de las %1 GPU (✓)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reduce-scatter: each GPU adds the chunk it receives (+)</source>
        <translation>reduce-scatter: cada GPU suma el fragmento que recibe (+)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all-gather: each GPU copies the finished chunk it receives (=)</source>
        <translation>all-gather: cada GPU copia el fragmento terminado que recibe (=)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of 2(N − 1) = %2</source>
        <translation>Paso %1 de 2(N − 1) = %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One step: α + S/(N·B) = %1 + %2 / (%3 × %4) = %5 (slowest hop: %6)</source>
        <translation>Un paso: α + S/(N·B) = %1 + %2 / (%3 × %4) = %5 (salto más lento: %6)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Modelled time %1 of %2 · sent per GPU %3 of 2(N − 1)/N × S = %4</source>
        <translation>Tiempo modelado %1 de %2 · enviado por GPU %3 de 2(N − 1)/N × S = %4</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same %1 on %2 GPUs: %3</source>
        <translation>Los mismos %1 en %2 GPU: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lines: NVLink thick and solid, PCIe dashed, InfiniBand dotted. Latencies are typical, approx. (NCCL&apos;s cost model); bandwidths from the data file.</source>
        <translation>Líneas: NVLink gruesa y continua, PCIe discontinua, InfiniBand punteada. Latencias típicas, aprox. (modelo de coste de NCCL); anchos de banda del archivo de datos.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The all-reduce is done: every GPU holds the full sum.</source>
        <translation>El all-reduce está hecho: cada GPU tiene la suma completa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 of %2, %3.</source>
        <translation>Paso %1 de %2, %3.</translation>
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
        <translation>%1 GPU, %2, all-reduce en anillo de %3: %4 pasos de %5 cada uno, %6 en total; cada GPU envía %7. %8</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The set-up</source>
        <translation>La configuración</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Topology</source>
        <translation>Topología</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Link</source>
        <translation>Enlace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 per direction)</source>
        <translation>%1 (%2 por sentido)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A whole NVL72 rack (72 GPUs)</source>
        <translation>Un rack NVL72 entero (72 GPU)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buffer (GB)</source>
        <translation>Búfer (GB)</translation>
    </message>
</context>
<context>
    <name>gpulab::AmdahlChart</name>
    <message>
        <location filename="../lessons/cpuvsgpu/amdahlchart.cpp" line="+38"/>
        <source>Amdahl&apos;s law: the best speedup with N workers</source>
        <translation>Ley de Amdahl: la mejor aceleración con N trabajadores</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Amdahl&apos;s law in words</source>
        <translation>La ley de Amdahl en palabras</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 CPU cores reach at most %2×</source>
        <translation>%1 núcleos de CPU llegan como máximo a %2×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GPU lanes at most %2×</source>
        <translation>%1 carriles de GPU, como máximo %2×</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No serial part: the speedup grows with every worker added (%1; %2), as long as there is work for all of them.</source>
        <translation>Sin parte secuencial: la aceleración crece con cada trabajador añadido (%1; %2), mientras haya trabajo para todos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serial part %1 %: however many workers, the speedup never passes 1/s = %2×. %3; %4, each over one worker of its own kind.</source>
        <translation>Parte secuencial del %1 %: con cuantos trabajadores sea, la aceleración nunca pasa de 1/s = %2×. %3; %4, cada uno respecto a un trabajador de su propio tipo.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Workers N (logarithmic)</source>
        <translation>Trabajadores N (logarítmica)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Speedup</source>
        <translation>Aceleración</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>1 / (s + (1 − s) / N), s = %1 %</source>
        <translation>1 / (s + (1 − s) / N), s = %1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 / (s + (1 − s) / N), s = 0</source>
        <translation>1 / (s + (1 − s) / N), s = 0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>s = %1 %</source>
        <translation>s = %1 %</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 workers: %2×</source>
        <translation>%1 trabajadores: %2×</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ceiling 1/s = %1×</source>
        <translation>Techo 1/s = %1×</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1/s = %1×</source>
        <translation>1/s = %1×</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Model CPU: %1 cores, %2×</source>
        <translation>CPU modelo: %1 núcleos, %2×</translation>
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
        <translation>GPU modelo: %1 carriles, %2×</translation>
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
        <translation>Dibujo sobre la lección</translation>
    </message>
</context>
<context>
    <name>gpulab::BandwidthLab</name>
    <message>
        <location filename="../lessons/memory/memorylive.cpp" line="+260"/>
        <source>&amp;Run on this computer</source>
        <translation>&amp;Ejecutar en este equipo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The OpenCL device is looked for when you run.</source>
        <translation>El dispositivo OpenCL se busca al ejecutar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL device</source>
        <translation>Dispositivo OpenCL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copies arrays from 4 KiB to 256 MiB on the CPU (one thread and all) and with an OpenCL copy kernel; every copy is checked.</source>
        <translation>Copia arrays de 4 KiB a 256 MiB en la CPU (con un hilo y con todos) y con un kernel de copia OpenCL; se comprueba cada copia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth against size</source>
        <translation>Ancho de banda según el tamaño</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The measurement engine stopped: %1</source>
        <translation>El motor de medición se detuvo: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>No se puede iniciar el motor de medición: %1</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Looking for OpenCL devices…</source>
        <translation>Buscando dispositivos OpenCL…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Measuring the CPU, then %1…</source>
        <translation>Midiendo la CPU y luego %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring the CPU…</source>
        <translation>Midiendo la CPU…</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>OpenCL device: %1. Its copy kernel is timed with OpenCL profiling, one launch per sample: small sizes show the launch cost.</source>
        <translation>Dispositivo OpenCL: %1. Su kernel de copia se cronometra con el perfilado de OpenCL, un lanzamiento por muestra: los tamaños pequeños muestran el coste del lanzamiento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU only: no OpenCL device was found here, so the device copy cannot run; the CPU&apos;s copy and triad still do. (Why: %1)</source>
        <translation>Solo CPU: aquí no se encontró ningún dispositivo OpenCL, así que la copia en el dispositivo no puede ejecutarse; la copia y la tríada de la CPU sí. (Motivo: %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled before the measurement started.</source>
        <translation>Cancelado antes de que empezara la medición.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no measurement engine</source>
        <translation>no hay motor de medición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot start the measurement engine: none was given.</source>
        <translation>No se puede iniciar el motor de medición: no se proporcionó ninguno.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The measurement failed: %1</source>
        <translation>La medición falló: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Points measured before the cancel stay on the chart: %1.</source>
        <translation>Cancelado. Los puntos medidos antes de cancelar se quedan en el gráfico: %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done: %1 points, every copy checked. Fastest: %2 GB/s (a set that fits in cache); at %3 from DRAM: %4 GB/s.</source>
        <translation>Hecho: %1 puntos, cada copia comprobada. La más rápida: %2 GB/s (un conjunto que cabe en la caché); a %3 desde la DRAM: %4 GB/s.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Bytes moved per second against the size of one array</source>
        <translation>Bytes movidos por segundo según el tamaño de un array</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size of one array (KiB, log scale)</source>
        <translation>Tamaño de un array (KiB, escala log.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s (10⁹ bytes per second, log scale)</source>
        <translation>GB/s (10⁹ bytes por segundo, escala log.)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CPU copy, 1 thread</source>
        <translation>Copia CPU, 1 hilo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU copy, every thread</source>
        <translation>Copia CPU, todos los hilos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU triad, every thread</source>
        <translation>Tríada CPU, todos los hilos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL device copy</source>
        <translation>Copia en dispositivo OpenCL</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1, %2: %3 GB/s</source>
        <translation>%1, %2: %3 GB/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 up to %2 GB/s</source>
        <translation>%1 hasta %2 GB/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No measurement yet.</source>
        <translation>Aún no hay mediciones.</translation>
    </message>
</context>
<context>
    <name>gpulab::BitEdit</name>
    <message>
        <location filename="../widgets/bitedit.cpp" line="+98"/>
        <source>bit %1, %2, %3</source>
        <translation>bit %1, %2, %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set</source>
        <translation>a 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clear</source>
        <translation>a 0</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>1 bit</source>
        <translation>1 bit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 bits</source>
        <translation>%1 bits</translation>
    </message>
</context>
<context>
    <name>gpulab::BitLab</name>
    <message>
        <location filename="../lessons/precision/bitlab.cpp" line="+61"/>
        <source>%1 has no NaN: its 16 patterns are all numbers. The pattern shown is 0.</source>
        <translation>%1 no tiene NaN: sus 16 patrones son todos números. El patrón mostrado es 0.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+60"/>
        <source>Type a number, such as 0.1, 70000 or 1e-8.</source>
        <translation>Escribe un número, como 0.1, 70000 o 1e-8.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>%1 is not a %2 pattern: it has %3 bits, and the low %4 are always zero.</source>
        <translation>%1 no es un patrón de %2: tiene %3 bits y los %4 bajos son siempre cero.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 does not fit in %2&apos;s %3 bits.</source>
        <translation>%1 no cabe en los %3 bits de %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” is not a bit pattern: write 0x followed by hexadecimal digits (0x3c00) or 0b followed by binary digits.</source>
        <translation>«%1» no es un patrón de bits: escribe 0x seguido de dígitos hexadecimales (0x3c00) o 0b seguido de dígitos binarios.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>%1 is too large even for this lab, which works with doubles (up to about 1.8 × 10³⁰⁸).</source>
        <translation>%1 es demasiado grande incluso para este laboratorio, que trabaja con doubles (hasta unos 1,8 × 10³⁰⁸).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“%1” is not a number. Try 0.1, 70000, 1e-8, 2^-24, inf, or a bit pattern such as 0x3c00.</source>
        <translation>«%1» no es un número. Prueba 0.1, 70000, 1e-8, 2^-24, inf o un patrón de bits como 0x3c00.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>sign</source>
        <translation>signo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponent</source>
        <translation>exponente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mantissa</source>
        <translation>mantisa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unused</source>
        <translation>sin usar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>bit %1, %2, %3</source>
        <translation>bit %1, %2, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set</source>
        <translation>a 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clear</source>
        <translation>a 0</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Exponent and mantissa all zero: %1zero.</source>
        <translation>Exponente y mantisa todo ceros: %1cero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exponent all ones, mantissa zero: %1infinity.</source>
        <translation>Exponente todo unos, mantisa cero: %1infinito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exponent and mantissa all ones: NaN, “not a number” (%1 has no infinity; this is its only NaN pattern).</source>
        <translation>Exponente y mantisa todo unos: NaN, «not a number», no es un número (%1 no tiene infinito; este es su único patrón NaN).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exponent all ones, mantissa not zero: NaN, “not a number”.</source>
        <translation>Exponente todo unos, mantisa distinta de cero: NaN, «not a number», no es un número.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>zero</source>
        <translation>cero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>subnormal: smaller than the smallest normal number, with fewer significant bits</source>
        <translation>subnormal: menor que el menor número normal, con menos bits significativos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infinity</source>
        <translation>infinito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NaN (not a number)</source>
        <translation>NaN (no es un número)</translation>
    </message>
</context>
<context>
    <name>gpulab::BitLabPage</name>
    <message>
        <location filename="../lessons/precision/bitlabpage.cpp" line="+49"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (1 + %2 + %3 bits)</source>
        <translation>%1 (1 + %2 + %3 bits)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormato:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a number such as 0.1, 70000, 1e-8, 2^-24 or inf, or a bit pattern such as 0x3c00.</source>
        <translation>Escribe un número como 0.1, 70000, 1e-8, 2^-24 o inf, o un patrón de bits como 0x3c00.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0.1, 70000, 1e-8, 2^-24, inf, 0x3c00 …</source>
        <translation>0.1, 70000, 1e-8, 2^-24, inf, 0x3c00 …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Number:</source>
        <translation>&amp;Número:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Problem with the number</source>
        <translation>Problema con el número</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Bits: click one to flip it, or use Left, Right and Space</source>
        <translation>&amp;Bits: haz clic en uno para invertirlo, o usa Izquierda, Derecha y Espacio</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Stored value</source>
        <translation>Valor almacenado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounding error</source>
        <translation>Error de redondeo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bit pattern</source>
        <translation>Patrón de bits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbours</source>
        <translation>Vecinos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the bits</source>
        <translation>A partir de los bits</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stored value:</source>
        <translation>Valor almacenado:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class:</source>
        <translation>Clase:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounding error:</source>
        <translation>Error de redondeo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bit pattern:</source>
        <translation>Patrón de bits:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbours:</source>
        <translation>Vecinos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the bits:</source>
        <translation>A partir de los bits:</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Bits of the number in %1</source>
        <translation>Bits del número en %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>none: the bits were set directly, nothing was rounded</source>
        <translation>ninguno: los bits se fijaron directamente, no se redondeó nada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies beyond %2&apos;s largest value, %3, so it became %4</source>
        <translation>%1 está más allá del mayor valor de %2, %3, así que se convirtió en %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none: %1 holds %2 exactly</source>
        <translation>ninguno: %1 contiene %2 exactamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 absolute, %2 relative (you typed %3)</source>
        <translation>%1 absoluto, %2 relativo (escribiste %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none (%1 is not a finite number)</source>
        <translation>ninguno (%1 no es un número finito)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>below %1 · above %2</source>
        <translation>por debajo %1 · por encima %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · gap above: %1</source>
        <translation> · hueco por encima: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::BlockDetail</name>
    <message>
        <location filename="../lessons/precision/blockdetail.cpp" line="+39"/>
        <source>Row of the block shown</source>
        <translation>Fila del bloque mostrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Row:</source>
        <translation>&amp;Fila:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Block of the row shown</source>
        <translation>Bloque de la fila mostrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&amp;lock:</source>
        <translation>B&amp;loque:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bit pattern of the block&apos;s scale, hexadecimal</source>
        <translation>Patrón de bits de la escala del bloque, en hexadecimal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;cale bits:</source>
        <translation>Bits de es&amp;cala:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;eset the block</source>
        <translation>R&amp;establecer el bloque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put back the quantiser&apos;s bits of this block</source>
        <translation>Volver a poner los bits del cuantizador en este bloque</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The block&apos;s scale, in words</source>
        <translation>La escala del bloque, en palabras</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The block&apos;s elements: original, bits (editable), element, value, error</source>
        <translation>Los elementos del bloque: original, bits (editables), elemento, valor, error</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bits (edit)</source>
        <translation>Bits (editar)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Element</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>× scale</source>
        <translation>× escala</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Shared scale E8M0 0xff: NaN, so every element of the block is NaN.</source>
        <translation>Escala compartida E8M0 0xff: NaN, así que todos los elementos del bloque son NaN.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared scale E8M0 %1 = 2^%2 = %3. The largest value this block can hold: %4 × %3 = %5.</source>
        <translation>Escala compartida E8M0 %1 = 2^%2 = %3. El mayor valor que puede contener este bloque: %4 × %3 = %5.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Block scale E4M3 %1 = %2, times the tensor&apos;s FP32 scale %3: %4. The largest value this block can hold: 6 × %4 = %5.</source>
        <translation>Escala de bloque E4M3 %1 = %2, por la escala FP32 del tensor %3: %4. El mayor valor que puede contener este bloque: 6 × %4 = %5.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One FP32 scale for the whole row: %1 (its largest magnitude / %2). These are the row&apos;s first %3 values.</source>
        <translation>Una escala FP32 para toda la fila: %1 (su mayor magnitud / %2). Estos son los primeros %3 valores de la fila.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One FP32 scale for the whole tensor: %1 (its largest magnitude / %2). These are the row&apos;s first %3 values.</source>
        <translation>Una escala FP32 para todo el tensor: %1 (su mayor magnitud / %2). Estos son los primeros %3 valores de la fila.</translation>
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
        <translation>Mapas de calor del tensor, original y tras cada formato</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Quantising the tensor…</source>
        <translation>Cuantizando el tensor…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 × %2, σ = %3</source>
        <translation>%1 × %2, σ = %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 bits, error %2 %</source>
        <translation>%1 bits, error %2 %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Top-left %1 × %2 values. Blue negative, red positive, full colour at ±%3σ; grey: NaN. The frame: the block of the tab One block, bit by bit.</source>
        <translation>Valores de la esquina superior izquierda, %1 × %2. Azul: negativo; rojo: positivo; color pleno a ±%3σ; gris: NaN. El recuadro: el bloque de la pestaña «Un bloque, bit a bit».</translation>
    </message>
</context>
<context>
    <name>gpulab::BlockRunner</name>
    <message>
        <location filename="../lessons/precision/blockrunner.cpp" line="+80"/>
        <source>Not enough memory for this tensor.</source>
        <translation>No hay memoria suficiente para este tensor.</translation>
    </message>
</context>
<context>
    <name>gpulab::BlocksPage</name>
    <message>
        <location filename="../lessons/precision/blockspage.cpp" line="+53"/>
        <source>A weight tensor quantised with every format: 32 values (NVFP4: 16) share one scale, so one large value only costs its own block. INT8/INT4 use one scale for the whole tensor or row, for contrast.</source>
        <translation>Un tensor de pesos cuantizado con cada formato: 32 valores (NVFP4: 16) comparten una escala, así que un valor grande solo le cuesta a su propio bloque. INT8/INT4 usan una escala para todo el tensor o para cada fila, como contraste.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The tensor to quantise</source>
        <translation>El tensor que se cuantiza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gaussian weights</source>
        <translation>Pesos gaussianos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heavy-tailed weights (Student&apos;s t)</source>
        <translation>Pesos de cola pesada (t de Student)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outlier channels (1 column in 256 × 40)</source>
        <translation>Canales atípicos (1 columna de cada 256 × 40)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tensor:</source>
        <translation>&amp;Tensor:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed of the generated tensor</source>
        <translation>Semilla del tensor generado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eed:</source>
        <translation>S&amp;emilla:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open a .npy file…</source>
        <translation>&amp;Abrir un archivo .npy…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a NumPy .npy file as the tensor</source>
        <translation>Abrir un archivo .npy de NumPy como tensor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Format for the error histogram and the block view</source>
        <translation>Formato para el histograma de errores y la vista de bloque</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Details for:</source>
        <translation>&amp;Detalles de:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop quantising</source>
        <translation>Dejar de cuantizar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>What the tab is doing, or what went wrong</source>
        <translation>Qué está haciendo la pestaña, o qué ha fallado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bits per element against error (MX: blocks of 32; NVFP4: blocks of 16; INT: one scale per row or for all)</source>
        <translation>Bits por elemento frente al error (MX: bloques de 32; NVFP4: bloques de 16; INT: una escala por fila o para todo)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Error histogram</source>
        <translation>Histograma de errores</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One outlier: INT4 per tensor against MXFP4, in words</source>
        <translation>Un valor atípico: INT4 por tensor frente a MXFP4, en palabras</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Format of the block shown</source>
        <translation>Formato del bloque mostrado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit the scale or an element&apos;s bits; the values follow. The heat maps frame this block.</source>
        <translation>Edita la escala o los bits de un elemento; los valores se actualizan. Los mapas de calor enmarcan este bloque.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Open a weight tensor</source>
        <translation>Abrir un tensor de pesos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy arrays (*.npy)</source>
        <translation>Arrays de NumPy (*.npy)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Quantising with every format… %1</source>
        <translation>Cuantizando con cada formato… %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quantising</source>
        <translation>Cuantizando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped.</source>
        <translation>Detenido.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1, seed %2</source>
        <translation>%1, semilla %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quantising with every format…</source>
        <translation>Cuantizando con cada formato…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not use that tensor: %1. The tensor shown is still the last one.</source>
        <translation>No se pudo usar ese tensor: %1. El tensor mostrado sigue siendo el anterior.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>File: %1</source>
        <translation>Archivo: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;One scale for everything:&lt;/b&gt; INT4 per tensor divides by the largest magnitude (%1) over 7, a step of %2. Here %3 of the nonzero values round to zero and the error is %4 %. &lt;b&gt;A scale per block:&lt;/b&gt; MXFP4 spends 0.25 bit per value on a scale for every 32; only the blocks that hold a large value lose their small ones: %5 round to zero, error %6 %. NVFP4 (16 per block, a finer E4M3 scale): %7 to zero, error %8 %.</source>
        <translation>&lt;b&gt;Una escala para todo:&lt;/b&gt; INT4 por tensor divide la mayor magnitud (%1) entre 7, un paso de %2. Aquí %3 de los valores no nulos se redondean a cero y el error es del %4 %. &lt;b&gt;Una escala por bloque:&lt;/b&gt; MXFP4 gasta 0,25 bits por valor en una escala para cada 32; solo los bloques que contienen un valor grande pierden sus valores pequeños: %5 se redondean a cero, error del %6 %. NVFP4 (16 por bloque, una escala E4M3 más fina): %7 a cero, error del %8 %.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Bits per element, scales included</source>
        <translation>Bits por elemento, escalas incluidas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Relative error (logarithmic)</source>
        <translation>Error relativo (logarítmico)</translation>
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
        <translation>INT fila</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>INT all</source>
        <translation>INT todo</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: %2 bits per element, error %3 %</source>
        <translation>%1: %2 bits por elemento, error %3 %</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Error ÷ σ of the tensor (ends: beyond ±1)</source>
        <translation>Error ÷ σ del tensor (extremos: más allá de ±1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Share of values (%)</source>
        <translation>Proporción de valores (%)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>error %1 σ: %2 % of the values</source>
        <translation>error %1 σ: %2 % de los valores</translation>
    </message>
</context>
<context>
    <name>gpulab::ChartFrame</name>
    <message>
        <location filename="../widgets/chartframe.cpp" line="+359"/>
        <source>&amp;Logarithmic scale</source>
        <translation>Escala &amp;logarítmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PNG…</source>
        <translation>Exportar &amp;PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CS&amp;V…</source>
        <translation>Exportar CS&amp;V…</translation>
    </message>
    <message>
        <location line="+367"/>
        <source>Could not write %1.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export Chart as PNG</source>
        <translation>Exportar gráfico como PNG</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export Chart Data as CSV</source>
        <translation>Exportar datos del gráfico como CSV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Chart Data</source>
        <translation>Exportar datos del gráfico</translation>
    </message>
</context>
<context>
    <name>gpulab::ChoiceInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="+160"/>
        <source>Choose an answer first, or skip the question.</source>
        <translation>Elige primero una respuesta u omite la pregunta.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;b&gt;Right answer&lt;/b&gt;</source>
        <translation>&lt;b&gt;Respuesta correcta&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Partly right (%1)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Parcialmente correcta (%1)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Not right&lt;/b&gt;</source>
        <translation>&lt;b&gt;Incorrecta&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::ChooserPage</name>
    <message>
        <location filename="../lessons/generations/chooserpage.cpp" line="+32"/>
        <source>The job</source>
        <translation>La tarea</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model size, billions of parameters</source>
        <translation>Tamaño del modelo, miles de millones de parámetros</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> B parameters</source>
        <translation> B parámetros</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hardware budget</source>
        <translation>Presupuesto de hardware</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No budget</source>
        <translation>Sin presupuesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to %1</source>
        <translation>Hasta %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Job:</source>
        <translation>&amp;Tarea:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model &amp;size:</source>
        <translation>Tamaño del &amp;modelo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&amp;udget:</source>
        <translation>Pres&amp;upuesto:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The recommendation and its reasons</source>
        <translation>La recomendación y sus motivos</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Memory: %1</source>
        <translation>Memoria: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;No GPU in the data file fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ninguna GPU del archivo de datos cabe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards to look at:</source>
        <translation>Tarjetas a considerar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs to rent:</source>
        <translation>GPU para alquilar:</translation>
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
        <translation>&lt;li&gt;%1 &lt;b&gt;%2&lt;/b&gt;: %3&lt;/li&gt;</translation>
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
        <translation>&lt;p&gt;Cifras del archivo de datos (la fuente de cada fila está en la información emergente de las otras pestañas); la regla de memoria es una regla práctica: la lección &lt;i&gt;¿Cabe?&lt;/i&gt; la calcula por completo.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassPlan</name>
    <message>
        <location filename="../app/classplan.cpp" line="+57"/>
        <source>&quot;lesson&quot; must be the id of a lesson (text, at most %1 characters).</source>
        <translation>&quot;lesson&quot; debe ser el id de una lección (texto, como máximo %1 caracteres).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+3"/>
        <source>&quot;section&quot; must be a section&apos;s id or its number from 1 (the first) to 10000.</source>
        <translation>&quot;section&quot; debe ser el id de una sección o su número, de 1 (la primera) a 10000.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;beat&quot; must be a whole number from 0 (the first beat) to 10000.</source>
        <translation>&quot;beat&quot; debe ser un número entero de 0 (la primera fase) a 10000.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;tab&quot; must be the id of one of the lesson&apos;s tabs.</source>
        <translation>&quot;tab&quot; debe ser el id de una de las pestañas de la lección.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;setup&quot; must be a saved simulation set-up (an object).</source>
        <translation>&quot;setup&quot; debe ser una configuración de simulación guardada (un objeto).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The set-up: %1</source>
        <translation>La configuración: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;note&quot; must be text of at most %1 characters.</source>
        <translation>&quot;note&quot; debe ser un texto de como máximo %1 caracteres.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;minutes&quot; must be a whole number from 0 to %1.</source>
        <translation>&quot;minutes&quot; debe ser un número entero de 0 a %1.</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The class plan is not valid JSON (%1).</source>
        <translation>El plan de clase no es JSON válido (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A class plan must be a JSON object.</source>
        <translation>Un plan de clase debe ser un objeto JSON.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This is not a GPU Lab class plan (&quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>No es un plan de clase de GPU Lab (&quot;format&quot; no es &quot;%1&quot;).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;version&quot; must be a whole number from 1.</source>
        <translation>&quot;version&quot; debe ser un número entero a partir de 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The class plan has version %1; this GPU Lab reads version %2. It was made by a newer GPU Lab.</source>
        <translation>El plan de clase tiene la versión %1; este GPU Lab lee la versión %2. Lo creó un GPU Lab más reciente.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A class plan needs a &quot;steps&quot; list.</source>
        <translation>Un plan de clase necesita una lista &quot;steps&quot;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;title&quot; must be text; the plan is shown without one.</source>
        <translation>&quot;title&quot; debe ser texto; el plan se muestra sin título.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The title is cut to %1 characters.</source>
        <translation>El título se recorta a %1 caracteres.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The plan has %1 steps; GPU Lab reads the first %2.</source>
        <translation>El plan tiene %1 pasos; GPU Lab lee los %2 primeros.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 must be an object ({&quot;lesson&quot;: …, &quot;section&quot;: …}); it is left out.</source>
        <translation>El paso %1 debe ser un objeto ({&quot;lesson&quot;: …, &quot;section&quot;: …}); se omite.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+94"/>
        <source>Step %1 is left out: %2</source>
        <translation>Se omite el paso %1: %2</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>a class plan</source>
        <translation>un plan de clase</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>This set-up was made for the lesson %1, not for %2.</source>
        <translation>Esta configuración se hizo para la lección %1, no para %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This set-up was made for a simulation this GPU Lab does not have (“%1”), not for the lesson %2.</source>
        <translation>Esta configuración se hizo para una simulación que este GPU Lab no tiene («%1»), no para la lección %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>this GPU Lab has no lesson “%1”.</source>
        <translation>este GPU Lab no tiene ninguna lección «%1».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the lesson %1 has sections 1 to %2, not %3.</source>
        <translation>la lección %1 tiene las secciones 1 a %2, no %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the lesson %1 has no section “%2”.</source>
        <translation>la lección %1 no tiene ninguna sección «%2».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lesson %1 has no simulation, so no beat %2.</source>
        <translation>la lección %1 no tiene simulación, así que tampoco fase %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the simulation of the lesson %1 has beats 0 to %2, not %3.</source>
        <translation>la simulación de la lección %1 tiene las fases 0 a %2, no %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its set-up shows beat %1; the simulation of the lesson %2 has beats 0 to %3.</source>
        <translation>su configuración muestra la fase %1; la simulación de la lección %2 tiene las fases 0 a %3.</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassPlanController</name>
    <message>
        <location filename="../app/classplancontroller.cpp" line="+213"/>
        <source>Step %1 cannot be shown: this GPU Lab has no lesson “%2” with that section.</source>
        <translation>El paso %1 no se puede mostrar: este GPU Lab no tiene ninguna lección «%2» con esa sección.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>this lesson has no tab “%1”</source>
        <translation>esta lección no tiene ninguna pestaña «%1»</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Step %1 (line %2): %3</source>
        <translation>Paso %1 (línea %2): %3</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>beat %1</source>
        <translation>fase %1</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassPlanWindow</name>
    <message>
        <location filename="../app/classplanwindow.cpp" line="+142"/>
        <source>Class Plan</source>
        <translation>Plan de clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Week 3: why GPUs</source>
        <translation>p. ej. Semana 3: por qué GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan title</source>
        <translation>Título del plan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps of the class plan</source>
        <translation>Pasos del plan de clase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What it shows</source>
        <translation>Qué muestra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tab</source>
        <translation>Pestaña</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note for the instructor</source>
        <translation>Nota para el instructor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Step</source>
        <translation>&amp;Ir al paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add This View</source>
        <translation>&amp;Añadir esta vista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Down</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ab&amp;rir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left out when the plan was opened:</source>
        <translation>Omitidos al abrir el plan:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps left out when the plan was opened</source>
        <translation>Pasos omitidos al abrir el plan</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Minutes for this step (0: no budget)</source>
        <translation>Minutos para este paso (0: sin límite)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shown on the presenter console with this step</source>
        <translation>Se muestra en la consola del presentador con este paso</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not saved yet</source>
        <translation>aún no guardado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steps: %1</source>
        <translation>Pasos: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min planned</source>
        <translation>%1 min planificados</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no time budget</source>
        <translation>sin límite de tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>changed, not saved</source>
        <translation>cambiado, sin guardar</translation>
    </message>
</context>
<context>
    <name>gpulab::ClassResults</name>
    <message>
        <location filename="../lessons/framework/classresults.cpp" line="+66"/>
        <source>%1: not a .json file, so not a GPU Lab session</source>
        <translation>%1: no es un archivo .json, así que no es una sesión de GPU Lab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: JSON, but not a GPU Lab session (it has no &quot;format&quot;)</source>
        <translation>%1: es JSON, pero no es una sesión de GPU Lab (no tiene &quot;format&quot;)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: JSON, but not a GPU Lab session (its &quot;format&quot; is &quot;%2&quot;)</source>
        <translation>%1: es JSON, pero no es una sesión de GPU Lab (su &quot;format&quot; es &quot;%2&quot;)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not JSON, so not a GPU Lab session</source>
        <translation>%1: no es JSON, así que no es una sesión de GPU Lab</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the same file as %2</source>
        <translation>%1: el mismo archivo que %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the same session as %2 (the same device, saved at the same moment)</source>
        <translation>%1: la misma sesión que %2 (el mismo dispositivo, guardada en el mismo momento)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a session without results (saved before anything was measured)</source>
        <translation>%1: una sesión sin resultados (guardada antes de medir nada)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>ok</source>
        <translation>correcto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>duplicate</source>
        <translation>duplicado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a session</source>
        <translation>no es una sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>a saved session</source>
        <translation>una sesión guardada</translation>
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
        <translation>Resultados de la clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Folder…</source>
        <translation>&amp;Abrir carpeta…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A folder of the Live Lab sessions your students saved (Save Session, in the Live Lab) and handed in, for example as your course site downloads them.</source>
        <translation>Una carpeta con las sesiones del Laboratorio en vivo que tus estudiantes guardaron (Guardar sesión, en el Laboratorio en vivo) y entregaron, por ejemplo tal como las descarga el sitio de tu curso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export Table as CSV…</source>
        <translation>&amp;Exportar tabla como CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files read</source>
        <translation>Archivos leídos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%v of %m files</source>
        <translation>%v de %m archivos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the folder of session files your class handed in.</source>
        <translation>Abre la carpeta de archivos de sesión que entregó tu clase.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The class roofline</source>
        <translation>El roofline de la clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Datasheet roofs</source>
        <translation>&amp;Techos de la hoja de datos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Datacenter GPUs, from the data file assets/data/gpu-specs.csv, with its sources.</source>
        <translation>GPU de centro de datos, del archivo de datos assets/data/gpu-specs.csv, con sus fuentes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class &amp;roofline</source>
        <translation>Roofline de la c&amp;lase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Students</source>
        <translation>Estudiantes</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Students</source>
        <translation>E&amp;studiantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped files</source>
        <translation>Archivos omitidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it is</source>
        <translation>Qué es</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why it is left out</source>
        <translation>Por qué se omite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>Ce&amp;rrar</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Open Class Results</source>
        <translation>Abrir resultados de la clase</translation>
    </message>
    <message>
        <location line="-58"/>
        <location line="+96"/>
        <source>Reading the sessions in %1…</source>
        <translation>Leyendo las sesiones de %1…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>S&amp;kipped files (%1)</source>
        <translation>Archivos o&amp;mitidos (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %Ln student(s) on the chart</source>
        <translation>
            <numerusform>%1: %Ln estudiante en el gráfico</numerusform>
            <numerusform>%1: %Ln estudiantes en el gráfico</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %Ln file(s) left out (see Skipped files).</source>
        <translation>
            <numerusform>; %Ln archivo omitido (mira Archivos omitidos).</numerusform>
            <numerusform>; %Ln archivos omitidos (mira Archivos omitidos).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; no file left out.</source>
        <translation>; ningún archivo omitido.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln more file(s) not read: a class is read up to %1 files and %2 MiB.</source>
        <translation>
            <numerusform>%Ln archivo más sin leer: de una clase se leen como máximo %1 archivos y %2 MiB.</numerusform>
            <numerusform>%Ln archivos más sin leer: de una clase se leen como máximo %1 archivos y %2 MiB.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancelled: only the files read before are shown.</source>
        <translation>Cancelado: solo se muestran los archivos leídos antes.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Student</source>
        <translation>Estudiante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From the file&apos;s name (a session holds no name)</source>
        <translation>Del nombre del archivo (una sesión no guarda ningún nombre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The OpenCL device the session measured</source>
        <translation>El dispositivo OpenCL que midió la sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The processor of the machine, from the session&apos;s provenance</source>
        <translation>El procesador del equipo, según la procedencia de la sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best GFLOP/s</source>
        <translation>Mejores GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The fastest verified result of the session, and its rung</source>
        <translation>El resultado verificado más rápido de la sesión y su peldaño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory GB/s</source>
        <translation>Memoria GB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured memory-bandwidth roof</source>
        <translation>Techo de ancho de banda de memoria medido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak GFLOP/s</source>
        <translation>Pico GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured float32 arithmetic roof</source>
        <translation>Techo aritmético float32 medido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speedup of %1 over serial-naive (GFLOP/s in the tooltip)</source>
        <translation>Aceleración de %1 respecto a serial-naive (GFLOP/s en la información emergente)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(not recorded)</source>
        <translation>(no registrado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A version 1 session has no provenance.</source>
        <translation>Una sesión de la versión 1 no tiene procedencia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 at N = %2</source>
        <translation>%1 con N = %2</translation>
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
        <translation>%1 GFLOP/s con N = %2</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%Ln more file(s)</source>
        <translation>
            <numerusform>%Ln archivo más</numerusform>
            <numerusform>%Ln archivos más</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not read</source>
        <translation>sin leer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A class is read up to %1 files and %2 MiB.</source>
        <translation>De una clase se leen como máximo %1 archivos y %2 MiB.</translation>
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
        <translation>%1
medido: memoria %2 GB/s, pico %3 GFLOP/s</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: %2
%3 FLOP/byte, %4 GFLOP/s</source>
        <translation>%1: %2
%3 FLOP/byte, %4 GFLOP/s</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (measured)</source>
        <translation>%1 (medido)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>── a student&apos;s measured roofs</source>
        <translation>── los techos medidos de un estudiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>━━ ◯ the student chosen in the table</source>
        <translation>━━ ◯ el estudiante elegido en la tabla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a student in the table to follow one</source>
        <translation>elige un estudiante en la tabla para seguirlo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>╌╌ a datasheet GPU</source>
        <translation>╌╌ una GPU de hoja de datos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Legend: %1</source>
        <translation>Leyenda: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export Class Results as CSV</source>
        <translation>Exportar resultados de la clase como CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Class Results</source>
        <translation>Exportar resultados de la clase</translation>
    </message>
</context>
<context>
    <name>gpulab::ComparePage</name>
    <message>
        <location filename="../lessons/generations/comparepage.cpp" line="+51"/>
        <source>Chip &amp;A:</source>
        <translation>Chip &amp;A:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip &amp;B:</source>
        <translation>Chip &amp;B:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chip A, the one compared against</source>
        <translation>Chip A, con el que se compara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip B</source>
        <translation>Chip B</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The two chips&apos; figures and their ratio</source>
        <translation>Las cifras de los dos chips y su razón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure</source>
        <translation>Cifra</translation>
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
        <translation>Qué significan las razones para una tarea</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The data file has no chips to compare.</source>
        <translation>El archivo de datos no tiene chips que comparar.</translation>
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
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;%1 against %2.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 frente a %2.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A &lt;b&gt;compute-bound&lt;/b&gt; job (training, a prompt&apos;s prefill: large matrix products) runs at most %1 as fast on B: the dense 16-bit peaks&apos; ratio.</source>
        <translation>Una tarea &lt;b&gt;limitada por el cómputo&lt;/b&gt; (entrenamiento, el prefill de un prompt: grandes productos de matrices) va como mucho %1 veces más rápido en B: la razón de los picos densos de 16 bits.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The data file lacks a dense 16-bit peak for one of them: no compute-bound bound.</source>
        <translation>Al archivo de datos le falta un pico denso de 16 bits para uno de ellos: no hay cota para lo limitado por el cómputo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A &lt;b&gt;memory-bound&lt;/b&gt; job (generating text one token at a time, which reads every weight per token) runs at most %1 as fast: the bandwidths&apos; ratio.</source>
        <translation>Una tarea &lt;b&gt;limitada por la memoria&lt;/b&gt; (generar texto token a token, que lee cada peso por token) va como mucho %1 veces más rápido: la razón de los anchos de banda.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The two differ: which one applies depends on the job, not on the chip.</source>
        <translation>Las dos difieren: cuál se aplica depende de la tarea, no del chip.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both are upper bounds from datasheet peaks, not benchmarks: software, clocks, sizes and memory capacity decide the rest.</source>
        <translation>Ambas son cotas superiores a partir de los picos de la hoja de datos, no benchmarks: el software, las frecuencias, los tamaños y la capacidad de memoria deciden el resto.</translation>
    </message>
</context>
<context>
    <name>gpulab::CostModel</name>
    <message>
        <location filename="../lessons/cost/costmodel.cpp" line="+48"/>
        <source>The budget: 6 × parameters × tokens</source>
        <translation>El presupuesto: 6 × parámetros × tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight times the GPUs</source>
        <translation>Ocho veces más GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot, a checkpoint every 8 hours</source>
        <translation>Spot, un punto de control cada 8 horas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot, checkpoints at Young&apos;s interval</source>
        <translation>Spot, puntos de control al intervalo de Young</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 70B model on 15 trillion tokens</source>
        <translation>Un modelo de 70B con 15 billones de tokens</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The currency is a three-letter code such as USD, not &quot;%1&quot;.</source>
        <translation>La moneda es un código de tres letras como USD, no &quot;%1&quot;.</translation>
    </message>
</context>
<context>
    <name>gpulab::CostPanel</name>
    <message>
        <location filename="../lessons/cost/costpanel.cpp" line="+147"/>
        <source>&amp;Training run</source>
        <translation>&amp;Entrenamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prices</source>
        <translation>&amp;Precios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cost vs GPUs</source>
        <translation>&amp;Coste según GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Buy or rent</source>
        <translation>Co&amp;mprar o alquilar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Serving</source>
        <translation>&amp;Servicio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some of your saved prices were left out:
%1</source>
        <translation>Se omitieron algunos de tus precios guardados:
%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model to train, from models.csv</source>
        <translation>Modelo que se entrena, de models.csv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> billion</source>
        <translation> mil millones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;okens:</source>
        <translation>T&amp;okens:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Training tokens, in billions</source>
        <translation>Tokens de entrenamiento, en miles de millones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 per &amp;parameter</source>
        <translation>20 por &amp;parámetro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the tokens to 20 per parameter, the compute-optimal budget of Hoffmann et al.</source>
        <translation>Fijar los tokens en 20 por parámetro, el presupuesto óptimo en cómputo de Hoffmann et al.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU, from gpu-specs.csv: its dense BF16 peak is used</source>
        <translation>GPU, de gpu-specs.csv: se usa su pico denso BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;MFU:</source>
        <translation>&amp;MFU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model FLOPs utilisation: the share of the peak the run achieves</source>
        <translation>Utilización de FLOPs del modelo (MFU): la parte del pico que alcanza la ejecución</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GP&amp;Us:</source>
        <translation>N.º de GP&amp;U:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Number of GPUs</source>
        <translation>Número de GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;rice:</source>
        <translation>P&amp;recio:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per GPU-hour, with its date and source</source>
        <translation>Precio por hora de GPU, con su fecha y su fuente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Spot (interruptible)</source>
        <translation>&amp;Spot (interrumpible)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run on spot instances, which can be interrupted</source>
        <translation>Ejecutar en instancias spot, que pueden interrumpirse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spot pr&amp;ice:</source>
        <translation>Prec&amp;io spot:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot price per GPU-hour, with its date</source>
        <translation>Precio spot por hora de GPU, con su fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+454"/>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <location line="-453"/>
        <source>Interrupted every (mean):</source>
        <translation>Interrumpido cada (media):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean time between interruptions of the job, hours</source>
        <translation>Tiempo medio entre interrupciones de la tarea, en horas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+3"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Checkpoint takes:</source>
        <translation>El punto de control tarda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes to write one checkpoint</source>
        <translation>Minutos para escribir un punto de control</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart takes:</source>
        <translation>El reinicio tarda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes to get new machines and load the last checkpoint</source>
        <translation>Minutos para conseguir máquinas nuevas y cargar el último punto de control</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint e&amp;very:</source>
        <translation>Punto de control c&amp;ada:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes of work between checkpoints</source>
        <translation>Minutos de trabajo entre puntos de control</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Young&apos;s interval</source>
        <translation>Intervalo de &amp;Young</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the checkpoint interval to Young&apos;s square root of two times the checkpoint cost times the time between interruptions</source>
        <translation>Fijar el intervalo entre puntos de control en el de Young: la raíz cuadrada de dos veces el coste de un punto de control por el tiempo entre interrupciones</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>The data files give no model or no GPU with a dense BF16 peak.</source>
        <translation>Los archivos de datos no contienen ningún modelo o ninguna GPU con pico denso BF16.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Compute&lt;/b&gt; = 6 × %1 parameters × %2 tokens = &lt;b&gt;%3&lt;/b&gt; (Kaplan et al. 2020).</source>
        <translation>&lt;b&gt;Cómputo&lt;/b&gt; = 6 × %1 parámetros × %2 tokens = &lt;b&gt;%3&lt;/b&gt; (Kaplan et al. 2020).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Rate&lt;/b&gt;: %1 dense BF16 %2 TFLOP/s (%3) × MFU %4 % = %5 TFLOP/s per GPU.</source>
        <translation>&lt;b&gt;Ritmo&lt;/b&gt;: %1 BF16 denso %2 TFLOP/s (%3) × MFU %4 % = %5 TFLOP/s por GPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;GPU-hours&lt;/b&gt; = compute ÷ rate ÷ 3,600 = &lt;b&gt;%1&lt;/b&gt;; with the gradients&apos; all-reduce on %2 GPUs (%3 % of each step computing): %4.</source>
        <translation>&lt;b&gt;Horas de GPU&lt;/b&gt; = cómputo ÷ ritmo ÷ 3600 = &lt;b&gt;%1&lt;/b&gt;; con el all-reduce de los gradientes en %2 GPU (%3 % de cada paso calculando): %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Wall-clock&lt;/b&gt; on %1 GPUs: %2.</source>
        <translation>&lt;b&gt;Tiempo real&lt;/b&gt; en %1 GPU: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;On demand&lt;/b&gt;: %1 × %2 = &lt;b&gt;%3&lt;/b&gt; (the price as seen on %4: prices change).</source>
        <translation>&lt;b&gt;Bajo demanda&lt;/b&gt;: %1 × %2 = &lt;b&gt;%3&lt;/b&gt; (el precio visto el %4: los precios cambian).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Spot&lt;/b&gt;: with an interruption every %1 on average and this interval, the run loses more than it gains: it never finishes. Checkpoint more often.</source>
        <translation>&lt;b&gt;Spot&lt;/b&gt;: con una interrupción cada %1 de media y este intervalo, la ejecución pierde más de lo que avanza: nunca termina. Guarda puntos de control más a menudo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Spot&lt;/b&gt;: checkpoints add %1, about %2 interruptions lose %3 of work and %4 of restarts: %5 wall-clock (+%6 %), %7 at %8/GPU-hour (seen %9). Young&apos;s interval here: %10 minutes.</source>
        <translation>&lt;b&gt;Spot&lt;/b&gt;: los puntos de control añaden %1, unas %2 interrupciones pierden %3 de trabajo y %4 de reinicios: %5 de tiempo real (+%6 %), %7 a %8/hora de GPU (visto %9). Intervalo de Young aquí: %10 minutos.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The price book has no hourly price for this GPU: the last price set is used. Add one on the Prices tab of another GPU, or choose another GPU.</source>
        <translation>La lista de precios no tiene precio por hora para esta GPU: se usa el último precio fijado. Añade uno en la pestaña Precios de otra GPU o elige otra GPU.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Prices of GPU time and GPUs: type your own price in the Your price column</source>
        <translation>Precios del tiempo de GPU y de las GPU: escribe tu propio precio en la columna Tu precio</translation>
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
        <translation>De gpu-specs.csv</translation>
    </message>
    <message>
        <location line="-354"/>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who sells the GPU&apos;s time, or the card</source>
        <translation>Quién vende el tiempo de la GPU, o la tarjeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer</source>
        <translation>Oferta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On demand, spot (interruptible), reserved, or a purchase</source>
        <translation>Bajo demanda, spot (interrumpible), reservada o una compra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipped price</source>
        <translation>Precio incluido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU-hour (per card for a purchase), as observed on the date beside it</source>
        <translation>Por hora de GPU (por tarjeta en una compra), observado en la fecha que lo acompaña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen</source>
        <translation>Visto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The day or month the source showed the shipped price</source>
        <translation>El día o el mes en que la fuente mostraba el precio incluido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your price</source>
        <translation>Tu precio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type your own price here (Enter keeps it; empty goes back to the shipped one)</source>
        <translation>Escribe aquí tu propio precio (Intro lo conserva; vacío vuelve al incluido)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the shipped price was published</source>
        <translation>Dónde se publicó el precio incluido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Restore the shipped prices</source>
        <translation>&amp;Restaurar los precios incluidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget your own prices and use the shipped ones</source>
        <translation>Olvidar tus precios y usar los incluidos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Prices change every month: each shipped price is shown with the day it was seen and its source (assets/data/gpu-prices.csv). Your own prices are kept, with the day you typed them, in %1.</source>
        <translation>Los precios cambian cada mes: cada precio incluido se muestra con el día en que se vio y su fuente (assets/data/gpu-prices.csv). Tus propios precios se guardan, con el día en que los escribiste, en %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The shipped prices are back.</source>
        <translation>Se han recuperado los precios incluidos.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your price is used but could not be saved: %1</source>
        <translation>Se usa tu precio, pero no se pudo guardar: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the shipped price.</source>
        <translation>Vuelta al precio incluido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your price is kept.</source>
        <translation>Tu precio se conserva.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Network per GPU:</source>
        <translation>&amp;Red por GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network bandwidth per GPU between servers, one way, gigabytes per second</source>
        <translation>Ancho de banda de red por GPU entre servidores, en un sentido, gigabytes por segundo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall-clock time and cost against the number of GPUs</source>
        <translation>Tiempo real y coste según el número de GPU</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Data parallel: every step computes 6 × parameters × 4M tokens split over the GPUs, then all-reduces the BF16 gradients in a ring (the NVLink lesson&apos;s model: 2(N−1) steps of S/N bytes). Within a server of 8 GPUs the ring runs on the GPUs&apos; links (gpu-specs.csv); beyond it, on the network. Not overlapped with compute: a pessimistic bound. More GPUs: less time; the same or more GPU-hours.</source>
        <translation>Paralelismo de datos: cada paso calcula 6 × parámetros × 4M tokens repartidos entre las GPU y luego hace un all-reduce en anillo de los gradientes BF16 (el modelo de la lección de NVLink: 2(N−1) pasos de S/N bytes). Dentro de un servidor de 8 GPU, el anillo usa los enlaces de las GPU (gpu-specs.csv); fuera, la red. Sin solaparse con el cómputo: una cota pesimista. Más GPU: menos tiempo; las mismas o más horas de GPU.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Wall-clock</source>
        <translation>Tiempo real</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost (price seen %1)</source>
        <translation>Coste (precio visto %1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Days</source>
        <translation>Días</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thousand %1</source>
        <translation>Miles de %1</translation>
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
        <translation>Compra&amp;r:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card&apos;s purchase price, with its date</source>
        <translation>El precio de compra de una tarjeta, con su fecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or r&amp;ent:</source>
        <translation>O al&amp;quilar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An hourly price of the same GPU, with its date</source>
        <translation>Un precio por hora de la misma GPU, con su fecha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;lectricity per kWh:</source>
        <translation>E&amp;lectricidad por kWh:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your electricity price per kilowatt-hour, in the purchase&apos;s currency</source>
        <translation>Tu precio de la electricidad por kilovatio-hora, en la moneda de la compra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;UE:</source>
        <translation>P&amp;UE:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power usage effectiveness: the room&apos;s power over the computers&apos; (1 = none for cooling)</source>
        <translation>Eficiencia del uso de la energía (PUE): la potencia de la sala entre la de los equipos (1 = nada para refrigeración)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Busy hours a &amp;month:</source>
        <translation>Horas de &amp;uso al mes:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hours a month the card works</source>
        <translation>Horas al mes que trabaja la tarjeta</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The price book has no purchase price.</source>
        <translation>La lista de precios no tiene precio de compra.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No hourly price or no TDP for this GPU: nothing to compare.</source>
        <translation>No hay precio por hora o TDP para esta GPU: nada que comparar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Owning&lt;/b&gt;: %1 + power %2 W (TDP, gpu-specs.csv) × PUE %3 × %4 per kWh = %5 per busy hour.</source>
        <translation>&lt;b&gt;Comprar&lt;/b&gt;: %1 + potencia %2 W (TDP, gpu-specs.csv) × PUE %3 × %4 por kWh = %5 por hora de uso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Renting&lt;/b&gt;: %1 per GPU-hour (%2, seen %3).</source>
        <translation>&lt;b&gt;Alquilar&lt;/b&gt;: %1 por hora de GPU (%2, visto %3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The two prices are in different currencies (%1, %2): type your own in one currency on the Prices tab.</source>
        <translation>Los dos precios están en monedas distintas (%1, %2): escribe los tuyos en una sola moneda en la pestaña Precios.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Break-even&lt;/b&gt; after %1 busy hours: about %2 months at %3 hours a month. Before that, renting costs less; after it, owning (the server around the card, staff and resale are left out).</source>
        <translation>&lt;b&gt;Punto de equilibrio&lt;/b&gt; tras %1 horas de uso: unos %2 meses a %3 horas al mes. Antes, alquilar cuesta menos; después, comprar (se dejan fuera el servidor que rodea la tarjeta, el personal y la reventa).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Never&lt;/b&gt;: renting costs less per hour than the power alone.</source>
        <translation>&lt;b&gt;Nunca&lt;/b&gt;: alquilar cuesta menos por hora que solo la electricidad.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mo&amp;del:</source>
        <translation>Mo&amp;delo:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model served</source>
        <translation>Modelo servido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 / BF16 (2 bytes)</source>
        <translation>FP16 / BF16 (2 bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 / FP8 (1 byte)</source>
        <translation>INT8 / FP8 (1 byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 / INT4 (half a byte)</source>
        <translation>FP4 / INT4 (medio byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights in:</source>
        <translation>Pes&amp;os en:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes per weight</source>
        <translation>Bytes por peso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B&amp;atch:</source>
        <translation>&amp;Lote:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sequences decoded together</source>
        <translation>Secuencias decodificadas juntas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cost per million output tokens for each hourly price</source>
        <translation>Coste por millón de tokens de salida para cada precio por hora</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per GPU-hour, with the provider and the day it was seen</source>
        <translation>Por hora de GPU, con el proveedor y el día en que se vio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s ≤</source>
        <translation>Tokens/s ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second at most: the batch over the roofline&apos;s step time (weights read once per step)</source>
        <translation>Tokens de salida por segundo como máximo: el lote dividido por el tiempo de paso del roofline (pesos leídos una vez por paso)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per million</source>
        <translation>Por millón</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost of a million output tokens at that bound</source>
        <translation>Coste de un millón de tokens de salida con esa cota</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bounds: every weight read once per step at the datasheet bandwidth, 2 FLOPs per weight per token at the dense FP16/BF16 peak (the training-vs-inference lesson&apos;s decode bound), the KV cache left out. A real server reaches less, so pays more. A GPU whose memory cannot hold the weights is marked.</source>
        <translation>Cotas: cada peso se lee una vez por paso al ancho de banda de la hoja de datos, 2 FLOPs por peso y token al pico denso FP16/BF16 (la cota de decodificación de la lección de entrenamiento frente a inferencia), sin contar la caché KV. Un servidor real alcanza menos, así que paga más. Se marca la GPU cuya memoria no puede contener los pesos.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (weights do not fit)</source>
        <translation>%1 (los pesos no caben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2, %3, %4)</source>
        <translation>%1 (%2, %3, %4)</translation>
    </message>
</context>
<context>
    <name>gpulab::CostScene</name>
    <message>
        <location filename="../lessons/cost/costscene.cpp" line="+22"/>
        <source>never (interruptions outpace the work)</source>
        <translation>nunca (las interrupciones van más rápido que el trabajo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hours</source>
        <translation>%1 horas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 days</source>
        <translation>%1 días</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 years</source>
        <translation>%1 años</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 FLOP</source>
        <translation>%1 FLOP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 GPU-hours</source>
        <translation>%1 horas de GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2 GPUs, %3: %4 % of the work done after %5; %6 and %7 spent (price seen %8).</source>
        <translation>%1 en %2 GPU, %3: %4 % del trabajo hecho tras %5; %6 y %7 gastados (precio visto %8).</translation>
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
        <translation>bajo demanda</translation>
    </message>
    <message numerus="yes">
        <location line="-28"/>
        <source>%Ln interruption(s) so far, %1 of work lost.</source>
        <translation>
            <numerusform>%Ln interrupción hasta ahora, %1 de trabajo perdido.</numerusform>
            <numerusform>%Ln interrupciones hasta ahora, %1 de trabajo perdido.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 on %2 billion tokens · %3 × %4 · %5</source>
        <translation>%1 con %2 mil millones de tokens · %3 × %4 · %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no model</source>
        <translation>sin modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no GPU</source>
        <translation>sin GPU</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Work: %1 of %2</source>
        <translation>Trabajo: %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work: %1 %</source>
        <translation>Trabajo: %1 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wall-clock: %1 of about %2 (%3)</source>
        <translation>Tiempo real: %1 de unos %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall-clock: %1 of about %2</source>
        <translation>Tiempo real: %1 de unos %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time: %1</source>
        <translation>Tiempo: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spent: %1 of about %2 at %3/GPU-hour (seen %4)</source>
        <translation>Gastado: %1 de unos %2 a %3/hora de GPU (visto %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spent: %1 of about %2 (price seen %3)</source>
        <translation>Gastado: %1 de unos %2 (precio visto %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spent: %1 (price seen %2)</source>
        <translation>Gastado: %1 (precio visto %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>interrupted: restarting from the last checkpoint</source>
        <translation>interrumpido: reiniciando desde el último punto de control</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing a checkpoint</source>
        <translation>escribiendo un punto de control</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training</source>
        <translation>entrenando</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>| checkpoint (every %1 of work) · ✕ interruption: %Ln so far, %2 of work lost · now: %3</source>
        <translation>
            <numerusform>| punto de control (cada %1 de trabajo) · ✕ interrupción: %Ln hasta ahora, %2 de trabajo perdido · ahora: %3</numerusform>
            <numerusform>| punto de control (cada %1 de trabajo) · ✕ interrupciones: %Ln hasta ahora, %2 de trabajo perdido · ahora: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>✕ %Ln interruption(s), %1 lost · %2</source>
        <translation>
            <numerusform>✕ %Ln interrupción, %1 perdido · %2</numerusform>
            <numerusform>✕ %Ln interrupciones, %1 perdido · %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::CpuGpuModel</name>
    <message>
        <location filename="../lessons/cpuvsgpu/cpugpumodel.cpp" line="+62"/>
        <source>One warp in flight per SM</source>
        <translation>Un warp en vuelo por SM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every warp diverges</source>
        <translation>Todos los warps divergen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small batch</source>
        <translation>Un lote pequeño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 5 % serial part</source>
        <translation>Una parte secuencial del 5 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A big, even batch</source>
        <translation>Un lote grande y uniforme</translation>
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
        <translation>menos de 2×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2× to 5×</source>
        <translation>de 2× a 5×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5× to 20×</source>
        <translation>de 5× a 20×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>more than 20×</source>
        <translation>más de 20×</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scenario:</source>
        <translation>&amp;Escenario:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predict:</source>
        <translation>Predice:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;CPU first</source>
        <translation>Primero la &amp;CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU first</source>
        <translation>Primero la &amp;GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CPU finishes first</source>
        <translation>La CPU termina primero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU finishes first</source>
        <translation>La GPU termina primero</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>By about how much</source>
        <translation>Aproximadamente por cuánto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;by about:</source>
        <translation>&amp;por aprox.:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run the model with my prediction</source>
        <translation>E&amp;jecutar el modelo con mi predicción</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The settings your prediction is about</source>
        <translation>Los ajustes a los que se refiere tu predicción</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your prediction and the result</source>
        <translation>Tu predicción y el resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a side, then run the model. The race ends with the answer.</source>
        <translation>Elige un lado y ejecuta el modelo. La carrera termina con la respuesta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Predict, then run</source>
        <translation>Predice y ejecuta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Real chips</source>
        <translation>Chips reales</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Amdahl&apos;s law</source>
        <translation>Ley de Amdahl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measure it on this machine</source>
        <translation>Mídelo en este equipo</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>For: %1 tasks × %2 cycles · %3 % serial · %4 % of warps divergent · %5 warps in flight per SM</source>
        <translation>Para: %1 tareas × %2 ciclos · %3 % secuencial · %4 % de warps divergentes · %5 warps en vuelo por SM</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>First choose which side you think will finish first.</source>
        <translation>Elige primero qué lado crees que terminará antes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your prediction: the %1 finishes first, by %2. Watch the race…</source>
        <translation>Tu predicción: la %1 termina primero, por %2. Mira la carrera…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The settings changed, so your prediction was about another race. Predict again for these settings.</source>
        <translation>Los ajustes cambiaron, así que tu predicción era sobre otra carrera. Vuelve a predecir para estos ajustes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New settings: predict, then run the model.</source>
        <translation>Ajustes nuevos: predice y ejecuta el modelo.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>✗ Not this time.</source>
        <translation>✗ Esta vez no.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ Right, side and margin.</source>
        <translation>✓ Acertaste el ganador y el margen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ Right side; the margin was %1.</source>
        <translation>✓ Acertaste el ganador; el margen fue %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 finished first, %2× faster: %3 against %4 (model time). You predicted the %5 first, by %6.</source>
        <translation>La %1 terminó primero, %2× más rápido: %3 frente a %4 (tiempo del modelo). Tu predicción: la %5 primero; margen: %6.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Why: %1</source>
        <translation>Por qué: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The serial part decided it. Its %1 tasks must run one after another. A CPU core does one in %2; a single GPU lane needs %3, because its clock is lower and nothing hides its wait for memory. That part alone took the GPU %4.</source>
        <translation>Lo decidió la parte secuencial. Sus %1 tareas deben ejecutarse una tras otra. Un núcleo de CPU hace una en %2; un solo carril de GPU necesita %3, porque su reloj es más lento y nada oculta su espera a la memoria. Solo esa parte le costó a la GPU %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The batch is too small for the GPU. Starting the kernel alone took %1 of its %2, and %3 warps of 32 lanes cannot keep %4 SMs busy. The CPU had finished everything in %5.</source>
        <translation>El lote es demasiado pequeño para la GPU. Solo lanzar el kernel le llevó %1 de sus %2, y %3 warps de 32 carriles no pueden mantener ocupados %4 SM. La CPU lo había terminado todo en %5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The GPU&apos;s lanes are slower one by one, and here there were not enough of them busy to make up for it: its parallel part took %1, the CPU&apos;s %2.</source>
        <translation>Los carriles de la GPU son más lentos uno a uno, y aquí no había suficientes ocupados para compensarlo: su parte paralela tardó %1; la de la CPU, %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throughput won. %1 lanes (%2 SMs × 32) work at once against %3 cores. Each lane is slower than a core, but there are far more of them, and %4 warps in flight per SM keep them busy while others wait for memory. The parallel part took the CPU %5 and the GPU %6.</source>
        <translation>Ganó el rendimiento. %1 carriles (%2 SM × 32) trabajan a la vez frente a %3 núcleos. Cada carril es más lento que un núcleo, pero hay muchísimos más, y %4 warps en vuelo por SM los mantienen ocupados mientras otros esperan a la memoria. La parte paralela le llevó a la CPU %5 y a la GPU %6.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The serial part still cost the GPU %1 of its %2: more lanes do not make that part any faster (Amdahl&apos;s law).</source>
        <translation>La parte secuencial aún le costó a la GPU %1 de sus %2: más carriles no hacen esa parte más rápida (ley de Amdahl).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Divergence cost the GPU %1: %2 warps ran both sides of a branch, one after the other, with half of their lanes idle each time.</source>
        <translation>La divergencia le costó a la GPU %1: %2 warps ejecutaron los dos lados de una bifurcación, uno tras otro, con la mitad de sus carriles inactivos cada vez.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>With %Ln warp(s) in flight per SM, the busiest SM spent %1 of its %2 waiting for memory with nothing else to run.</source>
        <translation>
            <numerusform>Con %Ln warp en vuelo por SM, el SM más ocupado pasó %1 de sus %2 esperando a la memoria sin nada más que ejecutar.</numerusform>
            <numerusform>Con %Ln warps en vuelo por SM, el SM más ocupado pasó %1 de sus %2 esperando a la memoria sin nada más que ejecutar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::CpuGpuScene</name>
    <message>
        <location filename="../lessons/cpuvsgpu/cpugpuscene.cpp" line="+120"/>
        <source>ready</source>
        <translation>lista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starting…</source>
        <translation>arrancando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running…</source>
        <translation>ejecutando…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · %1 tasks/µs</source>
        <translation> · %1 tareas/µs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all %1 done in %2</source>
        <translation>las %1 hechas en %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>done in %1</source>
        <translation>hecho en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 done · %2 in flight · %3 waiting</source>
        <translation>%1 hechas · %2 en vuelo · %3 esperando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 done · %2 in flight</source>
        <translation>%1 hechas · %2 en vuelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 done</source>
        <translation>%1 hechas</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Serial part on core 1 (S): %1 of %2. The others wait.</source>
        <translation>Parte secuencial en el núcleo 1 (S): %1 de %2. Los demás esperan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serial part: %1 of %2</source>
        <translation>Parte secuencial: %1 de %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 a task: the caches answer its loads.</source>
        <translation>%1 por tarea: las cachés responden a sus lecturas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 a task</source>
        <translation>%1 por tarea</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Starting the kernel (%1)…</source>
        <translation>Lanzando el kernel (%1)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serial part: one lane of SM 1, %1 of %2</source>
        <translation>Parte secuencial: un carril del SM 1, %1 de %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>waiting for memory</source>
        <translation>esperando a la memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computing, done</source>
        <translation>calculando, hecho</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>computing</source>
        <translation>calculando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>diverged (2 paths)</source>
        <translation>divergente (2 caminos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diverged</source>
        <translation>divergente</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>CPU · %1 cores · %2 GHz</source>
        <translation>CPU · %1 núcleos · %2 GHz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU · %1 cores</source>
        <translation>CPU · %1 núcleos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU · %1 SMs × %2 lanes · %3 GHz</source>
        <translation>GPU · %1 SM × %2 carriles · %3 GHz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU · %1 SMs × %2 lanes</source>
        <translation>GPU · %1 SM × %2 carriles</translation>
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
        <translation>Empate (modelo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU first · %1× faster (model)</source>
        <translation>GPU primero · %1× más rápida (modelo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU first · %1× faster (model)</source>
        <translation>CPU primero · %1× más rápida (modelo)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU done first · GPU still busy</source>
        <translation>CPU terminó primero · GPU aún ocupada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU done first · CPU still busy</source>
        <translation>GPU terminó primero · CPU aún ocupada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who wins? Predict, then play</source>
        <translation>¿Quién gana? Predice y reproduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Racing… %1 of model time</source>
        <translation>Carrera… %1 de tiempo del modelo</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>MODEL, not measured</source>
        <translation>MODELO, no medición</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>· %1 tasks × %2 cycles</source>
        <translation>· %1 tareas × %2 ciclos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · %1 % serial</source>
        <translation> · %1 % secuencial</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · %1 % of warps diverge</source>
        <translation> · %1 % de warps divergen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · slow motion: 1 s = %1</source>
        <translation> · cámara lenta: 1 s = %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 finished all tasks in %2.</source>
        <translation>%1 terminó todas las tareas en %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 done, %3 in flight, %4 waiting.</source>
        <translation>%1: %2 hechas, %3 en vuelo, %4 esperando.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A model race, not a measurement: %1 tasks of %2 cycles each, %3 % of them serial, %4 % of the warps divergent. Model time %5. %6 %7 %8.</source>
        <translation>Una carrera modelada, no una medición: %1 tareas de %2 ciclos cada una, el %3 % de ellas secuenciales, el %4 % de los warps divergentes. Tiempo del modelo %5. %6 %7 %8.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The CPU (%1 cores)</source>
        <translation>La CPU (%1 núcleos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU (%1 SMs, %2 warps in flight each)</source>
        <translation>La GPU (%1 SM, %2 warps en vuelo cada uno)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Model settings</source>
        <translation>Ajustes del modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tasks</source>
        <translation>Tareas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Work per task (cycles)</source>
        <translation>Trabajo por tarea (ciclos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serial part (%)</source>
        <translation>Parte secuencial (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divergent warps (%)</source>
        <translation>Warps divergentes (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warps in flight per SM</source>
        <translation>Warps en vuelo por SM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory latency (GPU cycles)</source>
        <translation>Latencia de memoria (ciclos de GPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU cores</source>
        <translation>Núcleos de CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU SMs</source>
        <translation>SM de la GPU</translation>
    </message>
</context>
<context>
    <name>gpulab::DeviceButton</name>
    <message>
        <location filename="../app/devicestatus.cpp" line="+160"/>
        <source>OpenCL device</source>
        <translation>Dispositivo OpenCL</translation>
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
        <translation>No se encontró ningún dispositivo OpenCL (%1). Todas las lecciones siguen funcionando; las ejecuciones paralelas usan los hilos de la CPU. Instala un controlador OpenCL (por ejemplo pocl-opencl-icd) y reinicia GPU Lab.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The OpenCL device GPU Lab measures with. Click to choose another.</source>
        <translation>El dispositivo OpenCL con el que mide GPU Lab. Haz clic para elegir otro.</translation>
    </message>
</context>
<context>
    <name>gpulab::DevicePickerDialog</name>
    <message>
        <location line="+58"/>
        <source>OpenCL device</source>
        <translation>Dispositivo OpenCL</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU Lab runs its parallel measurements on this device. The best one is listed first.</source>
        <translation>GPU Lab ejecuta sus mediciones paralelas en este dispositivo. El mejor aparece primero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No OpenCL device is available: %1. The lessons work; measurements use the CPU only.</source>
        <translation>No hay ningún dispositivo OpenCL disponible: %1. Las lecciones funcionan; las mediciones usan solo la CPU.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Devices</source>
        <translation>Dispositivos</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1
Compute units: %2 · clock: %3 MHz
Global memory: %4 · local memory: %5 (%6)
%7 · driver %8</source>
        <translation>%1
Unidades de cómputo: %2 · reloj: %3 MHz
Memoria global: %4 · memoria local: %5 (%6)
%7 · controlador %8</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>on chip</source>
        <translation>en el chip</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>emulated in main memory</source>
        <translation>emulada en la memoria principal</translation>
    </message>
</context>
<context>
    <name>gpulab::DeviceService</name>
    <message>
        <location line="-274"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>--device %1: there is no OpenCL device here.</source>
        <translation>--device %1: aquí no hay ningún dispositivo OpenCL.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--device %1: there is no such device (0 to %2); using the best one instead.</source>
        <translation>--device %1: no existe ese dispositivo (0 a %2); se usa el mejor.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Looking for OpenCL devices…</source>
        <translation>Buscando dispositivos OpenCL…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL: %1</source>
        <translation>OpenCL: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No OpenCL — CPU only</source>
        <translation>Sin OpenCL — solo CPU</translation>
    </message>
</context>
<context>
    <name>gpulab::EngineClient</name>
    <message>
        <location filename="../lessons/framework/engineclient.cpp" line="+510"/>
        <source>The measurement engine has closed.</source>
        <translation>El motor de medición se ha cerrado.</translation>
    </message>
</context>
<context>
    <name>gpulab::EngineDevices</name>
    <message>
        <location line="-40"/>
        <source>no measurement engine</source>
        <translation>no hay motor de medición</translation>
    </message>
</context>
<context>
    <name>gpulab::EngineService</name>
    <message>
        <location line="-411"/>
        <source>The measurement engine did not answer for %1 s: the OpenCL driver seems to hang (in a kernel build or while waiting for the device). GPU Lab stopped it; the next measurement starts a fresh one, and the CPU rungs still run.</source>
        <translation>El motor de medición no respondió durante %1 s: el controlador OpenCL parece colgado (compilando un kernel o esperando al dispositivo). GPU Lab lo detuvo; la próxima medición inicia uno nuevo, y los peldaños de CPU siguen funcionando.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The measurement engine (gpulab-cli) is missing: it was looked for next to %1 and on PATH. Reinstall GPU Lab, or set GPULAB_CLI to its path.</source>
        <translation>Falta el motor de medición (gpulab-cli): se buscó junto a %1 y en PATH. Reinstala GPU Lab o define GPULAB_CLI con su ruta.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>OpenCL is unavailable: the driver stopped the measurement engine while it listed the devices. %1</source>
        <translation>OpenCL no está disponible: el controlador detuvo el motor de medición mientras enumeraba los dispositivos. %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The measurement engine %1 could not be started: %2</source>
        <translation>No se pudo iniciar el motor de medición %1: %2</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>The measurement engine sent a line longer than %1 MiB, which no answer needs. GPU Lab stopped it; the next measurement starts a fresh one.</source>
        <translation>El motor de medición envió una línea de más de %1 MiB, algo que ninguna respuesta necesita. GPU Lab lo detuvo; la próxima medición inicia uno nuevo.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The measurement engine crashed (the OpenCL driver may have failed). GPU Lab itself is fine: try again, or choose another device.</source>
        <translation>El motor de medición falló (puede que haya fallado el controlador OpenCL). GPU Lab está bien: inténtalo de nuevo o elige otro dispositivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The measurement engine stopped unexpectedly (exit code %1).</source>
        <translation>El motor de medición se detuvo inesperadamente (código de salida %1).</translation>
    </message>
</context>
<context>
    <name>gpulab::ErrorPanel</name>
    <message>
        <location filename="../lessons/framework/errorpanel.cpp" line="+22"/>
        <source>The lesson “%1” cannot be shown</source>
        <translation>La lección «%1» no se puede mostrar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Problems found in its files: %1. Fix them and choose File › Reload Lessons; the other lessons work as usual.</source>
        <translation>Problemas encontrados en sus archivos: %1. Corrígelos y elige Archivo › Recargar lecciones; las demás lecciones funcionan como siempre.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Problems found</source>
        <translation>Problemas encontrados</translation>
    </message>
</context>
<context>
    <name>gpulab::EssayInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="+331"/>
        <source>Ctrl+Enter submits</source>
        <translation>Ctrl+Intro envía</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Write your answer (Ctrl+Enter submits)</source>
        <translation>Escribe tu respuesta (Ctrl+Intro envía)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Write an answer first, or skip the question.</source>
        <translation>Escribe primero una respuesta u omite la pregunta.</translation>
    </message>
</context>
<context>
    <name>gpulab::FallbackCanvas</name>
    <message>
        <location filename="../widgets/fallbackcanvas.cpp" line="+50"/>
        <source>Drawn without OpenGL, as chosen in View › Simulation Drawing.</source>
        <translation>Dibujado sin OpenGL, como se eligió en Ver › Dibujo de la simulación.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenGL runs in software on this display, so the simulation is drawn without it (View › Simulation Drawing).</source>
        <translation>OpenGL funciona por software en esta pantalla, así que la simulación se dibuja sin él (Ver › Dibujo de la simulación).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>OpenGL runs in software here (%1), so the simulation is drawn without it (View › Simulation Drawing).</source>
        <extracomment>%1 is the OpenGL renderer&apos;s name, e.g. &quot;llvmpipe (LLVM 15.0.6, 256 bits)&quot;.</extracomment>
        <translation>OpenGL funciona por software aquí (%1), así que la simulación se dibuja sin él (Ver › Dibujo de la simulación).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The OpenGL canvas is unavailable here, so the simulation is shown in this simpler view.</source>
        <translation>El lienzo OpenGL no está disponible aquí, así que la simulación se muestra en esta vista más sencilla.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Simulation picture</source>
        <translation>Imagen de la simulación</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+115"/>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step one sixtieth of a second</source>
        <translation>Avanzar una sexagésima de segundo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slower</source>
        <translation>Más lento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faster</source>
        <translation>Más rápido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reset to the start of this beat</source>
        <translation>Reiniciar al comienzo de esta fase</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Previous beat</source>
        <translation>Fase anterior</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next beat</source>
        <translation>Fase siguiente</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set-up…</source>
        <translation>Configurar…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Simulation parameters</source>
        <translation>Parámetros de la simulación</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the simulation&apos;s controls</source>
        <translation>Mostrar los controles de la simulación</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Simulated time %1 s, speed %2×</source>
        <translation>Tiempo simulado %1 s, velocidad %2×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>beat %1 / %2</source>
        <translation>fase %1 / %2</translation>
    </message>
</context>
<context>
    <name>gpulab::FitCalculator</name>
    <message>
        <location filename="../lessons/willitfit/fitcalculator.cpp" line="+64"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model: a published architecture or a custom one</source>
        <translation>Modelo: una arquitectura publicada o una personalizada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> billion</source>
        <translation> mil millones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parameters:</source>
        <translation>&amp;Parámetros:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parameters, in billions</source>
        <translation>Parámetros, en miles de millones</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Layers:</source>
        <translation>&amp;Capas:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transformer layers</source>
        <translation>Capas del transformer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hidden:</source>
        <translation>&amp;Oculta:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hidden size, the model&apos;s width</source>
        <translation>Tamaño oculto, la anchura del modelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>H&amp;eads:</source>
        <translation>Cab&amp;ezas:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Query heads per layer</source>
        <translation>Cabezas de consulta por capa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;KV heads:</source>
        <translation>Cabezas &amp;KV:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key and value heads per layer; fewer than the heads is grouped-query attention</source>
        <translation>Cabezas de clave y valor por capa; menos que las cabezas es atención de consultas agrupadas (GQA)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Head si&amp;ze:</source>
        <translation>&amp;Tamaño de cabeza:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Width of one attention head</source>
        <translation>Anchura de una cabeza de atención</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Job:</source>
        <translation>Tare&amp;a:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Training or serving (inference)</source>
        <translation>Entrenamiento o servicio (inferencia)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 (4 bytes)</source>
        <translation>FP32 (4 bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 / FP16 (2 bytes)</source>
        <translation>BF16 / FP16 (2 bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 (1 byte)</source>
        <translation>FP8 (1 byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 / FP4 (0.5 byte)</source>
        <translation>INT4 / FP4 (0,5 bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights:</source>
        <translation>Pe&amp;sos:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format of the weights</source>
        <translation>Formato de los pesos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGD (no state)</source>
        <translation>SGD (sin estado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD + momentum (4 bytes)</source>
        <translation>SGD + momento (4 bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam (8 bytes)</source>
        <translation>Adam (8 bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit Adam (2 bytes)</source>
        <translation>Adam de 8 bits (2 bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Optimizer:</source>
        <translation>Opt&amp;imizador:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimizer, with its state per parameter</source>
        <translation>Optimizador, con su estado por parámetro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 master &amp;copy</source>
        <translation>Copia maestra &amp;FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed precision: keep an FP32 master copy of the weights</source>
        <translation>Precisión mixta: guardar una copia maestra FP32 de los pesos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation check&amp;pointing</source>
        <translation>C&amp;heckpointing de activaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation checkpointing: keep only each layer&apos;s input and recompute the rest</source>
        <translation>Checkpointing de activaciones: guardar solo la entrada de cada capa y recalcular el resto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep attention &amp;scores</source>
        <translation>Conservar las puntuaciones de ate&amp;nción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the sequence by sequence attention scores (no FlashAttention)</source>
        <translation>Conservar las puntuaciones de atención de cada secuencia (sin FlashAttention)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Se&amp;quence:</source>
        <translation>Se&amp;cuencia:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tokens per sequence</source>
        <translation>Tokens por secuencia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Batch:</source>
        <translation>&amp;Lote:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sequences at once on each GPU</source>
        <translation>Secuencias a la vez en cada GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>KV cac&amp;he:</source>
        <translation>Caché K&amp;V:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format of the KV cache</source>
        <translation>Formato de la caché KV</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;verhead (assumed):</source>
        <translation>Sobrecar&amp;ga (supuesta):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Framework overhead, an assumption: percent added for the CUDA context, workspaces and fragmentation</source>
        <translation>Sobrecarga del framework, una suposición: porcentaje añadido por el contexto CUDA, los espacios de trabajo y la fragmentación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU whose memory is the bar&apos;s frame</source>
        <translation>GPU cuya memoria es el marco de la barra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GP&amp;Us:</source>
        <translation>N.º de GP&amp;U:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Number of GPUs sharing the job</source>
        <translation>Número de GPU que comparten la tarea</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data parallel</source>
        <translation>Paralelismo de datos</translation>
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
        <translation>Paralelismo de tensores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sha&amp;ring:</source>
        <translation>&amp;Reparto:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How the GPUs share the memory</source>
        <translation>Cómo se reparten la memoria las GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 7&amp;B example</source>
        <translation>El ejemplo de 7&amp;B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the worked example: 7 billion parameters, Adam, mixed precision</source>
        <translation>Cargar el ejemplo resuelto: 7.000 millones de parámetros, Adam, precisión mixta</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The memory, part by part, with your numbers</source>
        <translation>La memoria, parte por parte, con tus números</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Not applied: %1.</source>
        <translation>No aplicado: %1.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1: %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>%1: %2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 parameters × %2 bytes</source>
        <translation>%1 parámetros × %2 bytes</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>%1 × %2 bytes</source>
        <translation>%1 × %2 bytes</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1 × 4 bytes</source>
        <translation>%1 × 4 bytes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>= %1 bytes per parameter = &lt;b&gt;%2 before activations&lt;/b&gt;</source>
        <translation>= %1 bytes por parámetro = &lt;b&gt;%2 antes de las activaciones&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens × %2 × %3 wide</source>
        <translation>%1 tokens × %2 × anchura %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(34 + 5 × heads × sequence / hidden) bytes</source>
        <translation>(34 + 5 × cabezas × secuencia / oculta) bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>34 bytes</source>
        <translation>34 bytes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2 bytes × %1 × %2 layers kept, + one layer recomputed at %3 (Korthikanti et al. 2022)</source>
        <translation>2 bytes × %1 × %2 capas guardadas, + una capa recalculada a %3 (Korthikanti et al. 2022)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 × %2 per value × %3 layers (Korthikanti et al. 2022)</source>
        <translation>%1 × %2 por valor × %3 capas (Korthikanti et al. 2022)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2 × %1 layers × %2 KV heads × %3 × %4 tokens × %5 in the batch × %6 bytes</source>
        <translation>2 × %1 capas × %2 cabezas KV × %3 × %4 tokens × %5 en el lote × %6 bytes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Grouped-query attention: %1 query heads share %2 KV heads, so the cache is %3 × smaller than with one KV head per query head.</source>
        <translation>Atención de consultas agrupadas: %1 cabezas de consulta comparten %2 cabezas KV, así que la caché es %3 veces menor que con una cabeza KV por cabeza de consulta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an ASSUMPTION, %1 % of the rest (CUDA context, workspaces, fragmentation: measure yours)</source>
        <translation>una SUPOSICIÓN, el %1 % del resto (contexto CUDA, espacios de trabajo, fragmentación: mide la tuya)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One GPU would need &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Una GPU necesitaría &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared by %1 GPUs: %2.</source>
        <translation>Repartido entre %1 GPU: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rule of thumb “2 bytes × 4” (weights, gradients and Adam&apos;s two moments, all 16-bit) gives %1: it leaves out the FP32 master copy and keeps the moments in 16 bits, half the real figure.</source>
        <translation>La regla práctica «2 bytes × 4» (pesos, gradientes y los dos momentos de Adam, todo en 16 bits) da %1: deja fuera la copia maestra FP32 y guarda los momentos en 16 bits, la mitad de la cifra real.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GB = 10⁹ bytes. GPU memory is the vendor&apos;s figure × 10⁹ bytes.</source>
        <translation>GB = 10⁹ bytes. La memoria de la GPU es la cifra del fabricante × 10⁹ bytes.</translation>
    </message>
</context>
<context>
    <name>gpulab::GLCanvas</name>
    <message>
        <location filename="../widgets/glcanvas.cpp" line="+25"/>
        <source>Simulation canvas</source>
        <translation>Lienzo de la simulación</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Slower</source>
        <translation>Más lento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed %1×</source>
        <translation>Velocidad %1×</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Faster</source>
        <translation>Más rápido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Simulated time %1 s</source>
        <translation>Tiempo simulado %1 s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Beat %1 / %2</source>
        <translation>Fase %1 / %2</translation>
    </message>
</context>
<context>
    <name>gpulab::GenerationsModel</name>
    <message>
        <location filename="../lessons/generations/generationsmodel.cpp" line="+81"/>
        <source>Pascal: P100, before tensor cores</source>
        <translation>Pascal: P100, antes de los Tensor Cores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volta: the first tensor cores</source>
        <translation>Volta: los primeros Tensor Cores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ampere: TF32, BF16 and sparsity</source>
        <translation>Ampere: TF32, BF16 y dispersión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hopper: FP8 and the Transformer Engine</source>
        <translation>Hopper: FP8 y el Transformer Engine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H200: the same chip, more memory</source>
        <translation>H200: el mismo chip, más memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blackwell: FP4 and NVLink 5</source>
        <translation>Blackwell: FP4 y NVLink 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beyond NVIDIA: MI300X and TPU v5p</source>
        <translation>Más allá de NVIDIA: MI300X y TPU v5p</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dense FP16/BF16 peak</source>
        <translation>Pico denso FP16/BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU</source>
        <translation>Memoria por GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth</source>
        <translation>Ancho de banda de memoria</translation>
    </message>
</context>
<context>
    <name>gpulab::GenerationsPanel</name>
    <message>
        <location filename="../lessons/generations/generationspanel.cpp" line="+37"/>
        <source>&amp;Growth</source>
        <translation>&amp;Crecimiento</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Datacenter modules and TPUs from the data file, oldest first; each row&apos;s source is in its tooltip. Precisions are those with a dense tensor rate; — means the file states none. The P100 has no tensor cores.</source>
        <translation>Módulos de centro de datos y TPU del archivo de datos, de los más antiguos a los más recientes; la fuente de cada fila está en su información emergente. Las precisiones son las que tienen un ritmo tensorial denso; — significa que el archivo no indica ninguna. La P100 no tiene Tensor Cores.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;What each added</source>
        <translation>&amp;Qué añadió cada una</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Co&amp;mpare two</source>
        <translation>Co&amp;mparar dos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>— means the vendor&apos;s specifications do not state it (not the same as &quot;no&quot;). Launch prices are the vendor&apos;s own, with their month: prices change. Warranty terms are not in the data file (they depend on the seller and the country); the GeForce driver&apos;s licence excludes datacenter deployment (section 6 of the lesson).</source>
        <translation>— significa que las especificaciones del fabricante no lo indican (no es lo mismo que «no»). Los precios de lanzamiento son los del propio fabricante, con su mes: los precios cambian. Las condiciones de garantía no están en el archivo de datos (dependen del vendedor y del país); la licencia del controlador GeForce excluye su uso en centros de datos (sección 6 de la lección).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Consumer or &amp;datacenter</source>
        <translation>De consumo o de centro de &amp;datos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose a GPU</source>
        <translation>Elige una G&amp;PU</translation>
    </message>
</context>
<context>
    <name>gpulab::GenerationsScene</name>
    <message>
        <location filename="../lessons/generations/generationsscene.cpp" line="+72"/>
        <source>%1, %2, logarithmic scale; dense figures only</source>
        <translation>%1, %2, escala logarítmica; solo cifras densas</translation>
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
        <translation>%1: no está en el archivo de datos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No tensor cores: FP16 on the CUDA cores</source>
        <translation>Sin Tensor Cores: FP16 en los núcleos CUDA</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 the P100</source>
        <translation>%1 respecto a la P100</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It has:</source>
        <translation>Tiene:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New in this generation:</source>
        <translation>Novedades de esta generación:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not in the data file: %1</source>
        <translation>No está en el archivo de datos: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. %2 in %3: %4. %5 adds: %6.</source>
        <translation>%1. %2 en %3: %4. %5 añade: %6.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The GPU of this beat (not in the data file)</source>
        <translation>La GPU de esta fase (no está en el archivo de datos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing the data file names</source>
        <translation>nada que el archivo de datos nombre</translation>
    </message>
</context>
<context>
    <name>gpulab::GrowthChart</name>
    <message>
        <location filename="../lessons/generations/growthchart.cpp" line="+82"/>
        <source>&amp;Figure:</source>
        <translation>&amp;Cifra:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figure shown on the growth chart</source>
        <translation>Cifra que se muestra en el gráfico de crecimiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Growth by launch year</source>
        <translation>Crecimiento por año de lanzamiento</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The growth chart in words</source>
        <translation>El gráfico de crecimiento en palabras</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Every point is a GPU&apos;s own datasheet figure, dense (never with 2:4 sparsity), on a logarithmic axis: equal steps up are equal factors.</source>
        <translation>Cada punto es una cifra de la hoja de datos de la propia GPU, densa (nunca con dispersión 2:4), en un eje logarítmico: pasos iguales hacia arriba son factores iguales.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVIDIA&apos;s datacenter modules: %1 %2 (%3) to %4 %2 (%5), %6 in %7 years.</source>
        <translation>Módulos de centro de datos de NVIDIA: de %1 %2 (%3) a %4 %2 (%5), %6 en %7 años.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The P100 has no tensor cores: its point is FP16 on the CUDA cores. Consumer cards&apos; FP16 is with FP32 accumulation.</source>
        <translation>La P100 no tiene Tensor Cores: su punto es FP16 en los núcleos CUDA. El FP16 de las tarjetas de consumo es con acumulación en FP32.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Launch year</source>
        <translation>Año de lanzamiento</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, %2 (logarithmic)</source>
        <translation>%1, %2 (logarítmica)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NVIDIA datacenter</source>
        <translation>NVIDIA centro de datos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AMD</source>
        <translation>AMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Google TPU (rented)</source>
        <translation>Google TPU (alquiler)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Consumer cards</source>
        <translation>Tarjetas de consumo</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 (%2): %3 %4</source>
        <translation>%1 (%2): %3 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (FP16 on the CUDA cores: no tensor cores)</source>
        <translation> (FP16 en los núcleos CUDA: sin Tensor Cores)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source: %1</source>
        <translation>Fuente: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::IdentityBar</name>
    <message>
        <location filename="../app/studentidentity.cpp" line="+116"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not Now</source>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>gpulab::IdentityDialog</name>
    <message>
        <location line="-37"/>
        <source>Your Name and ID</source>
        <translation>Tu nombre e identificador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;kip</source>
        <translation>&amp;Omitir</translation>
    </message>
</context>
<context>
    <name>gpulab::IdentityForm</name>
    <message>
        <location line="-32"/>
        <source>Your name and your student ID or e-mail go into the quiz results you export, so that your instructor knows whose they are. They stay on this computer. You may leave them empty.</source>
        <translation>Tu nombre y tu identificador de estudiante o correo electrónico se incluyen en los resultados de cuestionarios que exportes, para que tu instructor sepa de quién son. Se quedan en este equipo. Puedes dejarlos vacíos.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your student ID or e-mail</source>
        <translation>Tu identificador de estudiante o correo electrónico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 2024-0173 or ada@example.org</source>
        <translation>p. ej. 2024-0173 o ada@example.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Student &amp;ID or e-mail:</source>
        <translation>&amp;Identificador o correo:</translation>
    </message>
</context>
<context>
    <name>gpulab::InferencePanel</name>
    <message>
        <location filename="../lessons/inference/inferencepanel.cpp" line="+42"/>
        <source>&amp;Decode bound</source>
        <translation>&amp;Cota de decodificación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Live: GEMV vs GEMM</source>
        <translation>&amp;En vivo: GEMV frente a GEMM</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Model whose weights are read (also the simulation&apos;s)</source>
        <translation>Modelo cuyos pesos se leen (también el de la simulación)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bytes per weight</source>
        <translation>Bytes por peso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 / BF16 (2 bytes)</source>
        <translation>FP16 / BF16 (2 bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 / FP8 (1 byte)</source>
        <translation>INT8 / FP8 (1 byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 / INT4 (half a byte)</source>
        <translation>FP4 / INT4 (medio byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights in:</source>
        <translation>&amp;Pesos en:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Decode bound for one sequence on each GPU of the data file, for the chosen model</source>
        <translation>Cota de decodificación de una secuencia en cada GPU del archivo de datos, para el modelo elegido</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From gpu-specs.csv; its source in the tooltip</source>
        <translation>De gpu-specs.csv; su fuente en la información emergente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory on the device, GB (10⁹ bytes)</source>
        <translation>Memoria del dispositivo, GB (10⁹ bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth</source>
        <translation>Ancho de banda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory bandwidth, GB/s</source>
        <translation>Ancho de banda de memoria, GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights fit?</source>
        <translation>¿Caben los pesos?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whether the weights alone fit in the memory</source>
        <translation>Si los pesos caben por sí solos en la memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s ≤</source>
        <translation>Tokens/s ≤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most this many tokens per second for one sequence: bandwidth ÷ bytes of weights</source>
        <translation>Como máximo estos tokens por segundo para una secuencia: ancho de banda ÷ bytes de pesos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch at ridge</source>
        <translation>Lote en la inflexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The batch from which a decode step&apos;s intensity (2 × batch ÷ bytes per weight) reaches the dense FP16 ridge (peak ÷ bandwidth)</source>
        <translation>El lote a partir del cual la intensidad de un paso de decodificación (2 × lote ÷ bytes por peso) alcanza el punto de inflexión denso FP16 (pico ÷ ancho de banda)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bounds, not benchmarks: every weight read once per token at the full datasheet bandwidth, before the KV cache&apos;s bytes and any kernel&apos;s shortfall. A GPU whose memory cannot hold the weights would need several GPUs or fewer bytes per weight. Bandwidth, memory and peaks from assets/data/gpu-specs.csv; parameter counts from assets/data/models.csv; sources in the tooltips.</source>
        <translation>Cotas, no benchmarks: cada peso se lee una vez por token al ancho de banda completo de la hoja de datos, antes de sumar los bytes de la caché KV y lo que le falte a cualquier kernel. Una GPU cuya memoria no puede contener los pesos necesitaría varias GPU o menos bytes por peso. Ancho de banda, memoria y picos de assets/data/gpu-specs.csv; número de parámetros de assets/data/models.csv; fuentes en la información emergente.</translation>
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
        <translation>sí (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no: %1</source>
        <translation>no: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>n/a</source>
        <translation>n/d</translation>
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
        <translation>&amp;Ejecutar en este equipo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Matrix size N</source>
        <translation>Tamaño de la matriz N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Predict: the matrix product reaches, in GFLOP/s,</source>
        <translation>&amp;Predice: el producto de matrices alcanza, en GFLOP/s,</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your prediction: how many times the matrix-vector product&apos;s GFLOP/s the matrix product reaches on the same matrix</source>
        <translation>Tu predicción: cuántas veces los GFLOP/s del producto de matriz por vector alcanza el producto de matrices con la misma matriz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about the same (under 2×)</source>
        <translation>más o menos lo mismo (menos de 2×)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 to 10 times more</source>
        <translation>de 2 a 10 veces más</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 to 100 times more</source>
        <translation>de 10 a 100 veces más</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over 100 times more</source>
        <translation>más de 100 veces más</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring the matrix-vector and matrix products</source>
        <translation>Midiendo los productos de matriz por vector y de matrices</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times y = A x (one token) and C = A B (many tokens) with the same random matrix on the OpenCL device chosen in the status bar, each checked against a float64 product; measures the device&apos;s roofs first if they are missing. About a minute at N = 2,048 on a laptop&apos;s processor.</source>
        <translation>Cronometra y = A x (un token) y C = A B (muchos tokens) con la misma matriz aleatoria en el dispositivo OpenCL elegido en la barra de estado, y comprueba cada uno con un producto en float64; antes mide los techos del dispositivo si faltan. Alrededor de un minuto con N = 2048 en el procesador de un portátil.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GEMV and GEMM on this device&apos;s roofline</source>
        <translation>GEMV y GEMM en el roofline de este dispositivo</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Upper bounds on tokens per second for one sequence on this computer</source>
        <translation>Cotas superiores de tokens por segundo para una secuencia en este equipo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The measurement engine stopped: %1</source>
        <translation>El motor de medición se detuvo: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelled while measuring the roofs.</source>
        <translation>Cancelado mientras se medían los techos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not measure the roofs: %1</source>
        <translation>No se pudieron medir los techos: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>this device&apos;s measured copy bandwidth, %1 GB/s</source>
        <translation>el ancho de banda de copia medido de este dispositivo, %1 GB/s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the matrix-vector product&apos;s own %1 GB/s</source>
        <translation>los propios %1 GB/s del producto de matriz por vector</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No OpenCL device: this measurement runs on one. (Why: %1)</source>
        <translation>No hay dispositivo OpenCL: esta medición se ejecuta en uno. (Motivo: %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No OpenCL device was found, so nothing can be measured here. The sections&apos; figures and the Decode bound tab still work from the data files. (Why: %1)</source>
        <translation>No se encontró ningún dispositivo OpenCL, así que aquí no se puede medir nada. Las cifras de las secciones y la pestaña Cota de decodificación siguen funcionando con los archivos de datos. (Motivo: %1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Measuring %1&apos;s roofs first: copy bandwidth and peak multiply-add rate…</source>
        <translation>Midiendo primero los techos de %1: ancho de banda de copia y ritmo máximo de multiplicación-suma…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>No se puede iniciar el motor de medición: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timing the matrix-vector product on %1…</source>
        <translation>Cronometrando el producto de matriz por vector en %1…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Timing the matrix-vector product y = A x on %1…</source>
        <translation>Cronometrando el producto de matriz por vector y = A x en %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computing the float64 matrix product to check against (on the processor)…</source>
        <translation>Calculando el producto de matrices en float64 para la comprobación (en el procesador)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Timing the matrix product C = A B on %1…</source>
        <translation>Cronometrando el producto de matrices C = A B en %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiling the kernels for %1…</source>
        <translation>Compilando los kernels para %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The measurement failed: %1</source>
        <translation>La medición falló: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A product computed a wrong result (checked against float64): its figures are not shown as a measurement.</source>
        <translation>Un producto dio un resultado incorrecto (comprobado con float64): sus cifras no se muestran como medición.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done: both products checked against float64; medians of %1 runs at N = %2 on %3.</source>
        <translation>Hecho: ambos productos comprobados con float64; medianas de %1 ejecuciones con N = %2 en %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a prediction, then run. The two points land on this device&apos;s roofline.</source>
        <translation>Elige una predicción y ejecuta. Los dos puntos caen en el roofline de este dispositivo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>It sits a little above the copy roof: reading alone can go faster than a copy, which reads and writes.</source>
        <translation>Queda un poco por encima del techo de la copia: solo leer puede ir más rápido que copiar, que lee y escribe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The matrix product reached %1 GFLOP/s, %2× the matrix-vector product&apos;s %3 GFLOP/s, on the same matrix. The matrix-vector product moved %4 GB/s at %5 FLOP/byte: memory-bound.</source>
        <translation>El producto de matrices alcanzó %1 GFLOP/s, %2× los %3 GFLOP/s del producto matriz-vector, con la misma matriz. El producto matriz-vector movió %4 GB/s a %5 FLOP/byte: limitado por la memoria.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The matrix product uses each weight %1 times (%2 FLOP/byte).</source>
        <translation>El producto de matrices usa cada peso %1 veces (%2 FLOP/byte).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;Bounds, not benchmarks:&lt;/b&gt; at most this many tokens per second for one sequence, from %1 ÷ the bytes of weights (every weight read once per token). Real programs reach less: the KV cache adds bytes, and no kernel reaches the full bandwidth.</source>
        <translation>&lt;b&gt;Cotas, no benchmarks:&lt;/b&gt; como máximo estos tokens por segundo para una secuencia, a partir de %1 ÷ los bytes de pesos (cada peso se lee una vez por token). Los programas reales alcanzan menos: la caché KV añade bytes y ningún kernel alcanza el ancho de banda completo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Bounds on tokens per second&lt;/b&gt; appear here once this device&apos;s bandwidth has been measured (Run, or the Memory hierarchy lesson&apos;s roofline).</source>
        <translation>&lt;b&gt;Las cotas de tokens por segundo&lt;/b&gt; aparecen aquí cuando se ha medido el ancho de banda de este dispositivo (Ejecutar, o el roofline de la lección Jerarquía de memoria).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FP16 weights</source>
        <translation>Pesos FP16</translation>
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
        <translation>%1, medido: %2 GB/s, %3 GFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this device&apos;s roofs</source>
        <translation>los techos de este dispositivo</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>GEMV y = A x: %1 FLOP/byte, %2 GFLOP/s</source>
        <translation>GEMV y = A x: %1 FLOP/byte, %2 GFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GEMV (decode)</source>
        <translation>GEMV (decodificación)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GEMM C = A B: %1 FLOP/byte, %2 GFLOP/s</source>
        <translation>GEMM C = A B: %1 FLOP/byte, %2 GFLOP/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GEMM (prefill, training)</source>
        <translation>GEMM (prefill, entrenamiento)</translation>
    </message>
</context>
<context>
    <name>gpulab::InterconnectPanel</name>
    <message>
        <location filename="../lessons/interconnects/interconnectpanel.cpp" line="+53"/>
        <source>From assets/data/interconnects.csv (each row&apos;s source in its tooltip). GB/s = 10⁹ bytes per second, Gb/s = 10⁹ bits: InfiniBand ports are sold in Gb/s, so divide by 8. “One direction” is what a ring uses; vendors&apos; headlines add both directions.</source>
        <translation>De assets/data/interconnects.csv (la fuente de cada fila en su información emergente). GB/s = 10⁹ bytes por segundo, Gb/s = 10⁹ bits: los puertos InfiniBand se venden en Gb/s, así que divide entre 8. «Un sentido» es lo que usa un anillo; los titulares de los fabricantes suman los dos sentidos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Links</source>
        <translation>&amp;Enlaces</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Calculator</source>
        <translation>&amp;Calculadora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;arallelism</source>
        <translation>P&amp;aralelismo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Live: &amp;host ↔ device</source>
        <translation>En vivo: &amp;host ↔ dispositivo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Live: split across &amp;devices</source>
        <translation>En vivo: repartido entre &amp;dispositivos</translation>
    </message>
</context>
<context>
    <name>gpulab::KeyTable</name>
    <message>
        <location filename="../widgets/keytable.h" line="+50"/>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
</context>
<context>
    <name>gpulab::LabSession</name>
    <message>
        <location filename="../lessons/framework/labsession.cpp" line="+84"/>
        <source>a result has no &quot;variant&quot;</source>
        <translation>un resultado no tiene &quot;variant&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a result&apos;s &quot;n&quot; must be a whole number from 1 to %1</source>
        <translation>el &quot;n&quot; de un resultado debe ser un número entero de 1 a %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a result&apos;s &quot;status&quot; is not one of ok, FAILED, error, skipped</source>
        <translation>el &quot;status&quot; de un resultado no es ninguno de ok, FAILED, error, skipped</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a result&apos;s &quot;%1&quot; must be a number from 0 to %2</source>
        <translation>el &quot;%1&quot; de un resultado debe ser un número de 0 a %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a result&apos;s &quot;speedup_vs_serial&quot; must be -1 (not measured) or a number from 0 to %1</source>
        <translation>el &quot;speedup_vs_serial&quot; de un resultado debe ser -1 (sin medir) o un número de 0 a %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a result&apos;s &quot;rel_error&quot; must be -1 (not verified) or a number from 0</source>
        <translation>el &quot;rel_error&quot; de un resultado debe ser -1 (sin verificar) o un número a partir de 0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a result&apos;s &quot;repeats&quot; must be a whole number from 0 to %1</source>
        <translation>el &quot;repeats&quot; de un resultado debe ser un número entero de 0 a %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>GPU Lab %1</source>
        <translation>GPU Lab %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>not valid JSON: %1</source>
        <translation>no es JSON válido: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a GPU Lab session file</source>
        <translation>no es un archivo de sesión de GPU Lab</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>session version %1 is not supported (this GPU Lab reads %2 to %3)</source>
        <translation>la versión de sesión %1 no es compatible (este GPU Lab lee de la %2 a la %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;provenance&quot; must be an object (where the session was measured)</source>
        <translation>&quot;provenance&quot; debe ser un objeto (dónde se midió la sesión)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; must be a list of results</source>
        <translation>&quot;%1&quot; debe ser una lista de resultados</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;bandwidth_gbs&quot; must be a number from 0 to %1 GB/s</source>
        <translation>&quot;bandwidth_gbs&quot; debe ser un número de 0 a %1 GB/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;peak_gflops&quot; must be a number from 0 to %1 GFLOP/s</source>
        <translation>&quot;peak_gflops&quot; debe ser un número de 0 a %1 GFLOP/s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a saved session</source>
        <translation>una sesión guardada</translation>
    </message>
</context>
<context>
    <name>gpulab::LadderChart</name>
    <message>
        <location filename="../lessons/livelab/benchcharts.cpp" line="+124"/>
        <source>Matrix si&amp;ze N:</source>
        <translation>&amp;Tamaño N:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Measure the &amp;ladder</source>
        <translation>Medir la &amp;escalera</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every rung of the ladder at one size, on this machine.</source>
        <translation>Todos los peldaños de la escalera con un mismo tamaño, en este equipo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The speedup ladder</source>
        <translation>La escalera de aceleración</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The hardware idea of each rung</source>
        <translation>La idea de hardware de cada peldaño</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not measure: %1</source>
        <translation>No se pudo medir: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: N = %1 on %2. Hover a bar for its numbers.</source>
        <translation>Hecho: N = %1 en %2. Pasa el ratón por una barra para ver sus números.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the CPU</source>
        <translation>la CPU</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Measuring… (serial-naive is left out above N = %1: it would take minutes.)</source>
        <translation>Midiendo… (serial-naive se omite por encima de N = %1: tardaría minutos).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measuring…</source>
        <translation>Midiendo…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 GFLOP/s, %2 than %3 (%4 GFLOP/s) at N = %5.</source>
        <translation>%1 GFLOP/s, %2 que %3 (%4 GFLOP/s) con N = %5.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The whole product took %1 ms: starting threads, launching kernels and packing blocks cost as much as the arithmetic at this size.</source>
        <translation>Todo el producto tardó %1 ms: arrancar hilos, lanzar kernels y empaquetar bloques cuesta tanto como la aritmética con este tamaño.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This machine runs one hardware thread, so there is nothing to split the rows over; the threads only add their start-up.</source>
        <translation>Este equipo ejecuta un solo hilo de hardware, así que no hay nada entre lo que repartir las filas; los hilos solo añaden su arranque.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The whole product took %1 ms on %2 compute units: launching the kernels and too few work-groups to fill the device set the time, not the arithmetic; the larger N is, the more this rung&apos;s design shows.</source>
        <translation>Todo el producto tardó %1 ms en %2 unidades de cómputo: el tiempo lo marcan el lanzamiento de los kernels y unos grupos de trabajo demasiado escasos para llenar el dispositivo, no la aritmética; cuanto mayor es N, más se nota el diseño de este peldaño.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing in the figures explains it: another program may have used the machine, or its clock changed. Measure again when it is idle.</source>
        <translation>Nada en las cifras lo explica: puede que otro programa usara el equipo o que cambiara su frecuencia. Vuelve a medir cuando esté inactivo.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>GFLOP/s (median)</source>
        <translation>GFLOP/s (mediana)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 GFLOP/s): %3</source>
        <extracomment>A rung of the kernel ladder in bold, its rate, then its idea in a sentence.</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2 GFLOP/s): %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Earlier: %1</source>
        <translation>Antes: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Rung of the ladder</source>
        <translation>Peldaño</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>GFLOP/s (billions of floating-point operations per second)</source>
        <translation>GFLOP/s (10⁹ operaciones de coma flotante por segundo)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1
%2 GFLOP/s, median %3 s over %4 runs%5
%6</source>
        <translation>%1
%2 GFLOP/s, mediana %3 s en %4 ejecuciones%5
%6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, ×%1 serial</source>
        <translation>, ×%1 secuencial</translation>
    </message>
</context>
<context>
    <name>gpulab::LatencyLab</name>
    <message>
        <location filename="../lessons/memory/memorylive.cpp" line="-415"/>
        <source>Your prediction: how many times longer a load from DRAM takes than one from L1</source>
        <translation>Tu predicción: cuántas veces más tarda una lectura de la DRAM que una de la L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about %1×</source>
        <translation>unas %1×</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>&amp;Predict first: a load from DRAM takes, compared with L1,</source>
        <translation>&amp;Predice primero: una lectura de la DRAM tarda, comparada con la L1,</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&amp;Run on this computer</source>
        <translation>&amp;Ejecutar en este equipo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Follows a chain of pointers through a random cycle of 64-byte lines, from 4 KiB to 256 MiB, on this computer&apos;s CPU: each load waits for the one before, so the time per load is the latency of the level that holds the set. About 5 s.</source>
        <translation>Sigue una cadena de punteros por un ciclo aleatorio de líneas de 64 bytes, de 4 KiB a 256 MiB, en la CPU de este equipo: cada lectura espera a la anterior, así que el tiempo por lectura es la latencia del nivel que contiene el conjunto. Unos 5 s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Latency against working-set size</source>
        <translation>Latencia según el tamaño del conjunto de trabajo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a prediction, then run.</source>
        <translation>Elige una predicción y ejecuta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The measurement engine stopped: %1</source>
        <translation>El motor de medición se detuvo: %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>No se puede iniciar el motor de medición: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measuring, largest working set first…</source>
        <translation>Midiendo, empezando por el conjunto de trabajo más grande…</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+93"/>
        <source>%1: %2 ns per load</source>
        <translation>%1: %2 ns por lectura</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>The measurement failed: %1</source>
        <translation>La medición falló: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Sizes measured before the cancel stay on the chart: %1.</source>
        <translation>Cancelado. Los tamaños medidos antes de cancelar se quedan en el gráfico: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done: %1 working-set sizes, each the median of 5 chases.</source>
        <translation>Hecho: %1 tamaños de conjunto de trabajo, cada uno la mediana de 5 recorridos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped before the end: run it again to see the answer.</source>
        <translation>Detenido antes del final: vuelve a ejecutarlo para ver la respuesta.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;%1&lt;/b&gt; Here a load from the largest set (DRAM) took %2× as long as one from the smallest (L1): the nearest choice is about %3×. Each step of the curve is the set outgrowing one cache; a GPU&apos;s steps are the same idea, in hundreds of cycles.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Aquí una lectura del conjunto más grande (DRAM) tardó %2× lo que una del más pequeño (L1): la opción más cercana es unas %3×. Cada escalón de la curva es el conjunto que deja de caber en una caché; los escalones de una GPU son la misma idea, en cientos de ciclos.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Time per dependent load against working-set size (this CPU)</source>
        <translation>Tiempo por lectura dependiente según el tamaño del conjunto de trabajo (esta CPU)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Working set (KiB, log scale)</source>
        <translation>Conjunto de trabajo (KiB, log.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency per load (ns, log scale)</source>
        <translation>ns por lectura (log.)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>L%1 cache of this CPU: %2</source>
        <translation>Caché L%1 de esta CPU: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>measured latency</source>
        <translation>latencia medida</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %2 ns</source>
        <translation>%1 %2 ns</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No measurement yet.</source>
        <translation>Aún no hay mediciones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency per load: %1.</source>
        <translation>Latencia por lectura: %1.</translation>
    </message>
</context>
<context>
    <name>gpulab::LessonPanel</name>
    <message>
        <location filename="../lessons/framework/lessonpanel.cpp" line="+159"/>
        <source>Lesson title</source>
        <translation>Título de la lección</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Section</source>
        <translation>Sección</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Instructor notes</source>
        <translation>Notas del instructor</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Section %1 of %2: %3</source>
        <translation>Sección %1 de %2: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>**This section cannot be shown.** %1</source>
        <translation>**Esta sección no se puede mostrar.** %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This section is not translated yet: it is shown in English.</source>
        <translation>Esta sección aún no está traducida: se muestra en inglés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this lesson you will</source>
        <translation>En esta lección vas a</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(No notes for this section.)</source>
        <translation>(No hay notas para esta sección.)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: tools and measurements</source>
        <translation>%1: herramientas y mediciones</translation>
    </message>
</context>
<context>
    <name>gpulab::LinkCalculator</name>
    <message>
        <location filename="../lessons/interconnects/linkcalculator.cpp" line="+67"/>
        <source> billion</source>
        <translation> mil millones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model size: parameters, in billions</source>
        <translation>Tamaño del modelo: parámetros, en miles de millones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parameters P:</source>
        <translation>&amp;Parámetros P:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FP32: 4 bytes</source>
        <translation>FP32: 4 bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 / FP16: 2 bytes</source>
        <translation>BF16 / FP16: 2 bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8: 1 byte</source>
        <translation>FP8: 1 byte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per gradient</source>
        <translation>Bytes por gradiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Gradient b:</source>
        <translation>&amp;Gradiente b:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of GPUs in the ring</source>
        <translation>Número de GPU en el anillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GP&amp;Us N:</source>
        <translation>GP&amp;U N:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU whose peak sets the compute time</source>
        <translation>GPU cuyo pico fija el tiempo de cómputo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (BF16 dense %2)</source>
        <translation>%1 (BF16 denso %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU &amp;peak:</source>
        <translation>Pi&amp;co de la GPU:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation: share of the peak achieved, in percent</source>
        <translation>Utilización: parte del pico alcanzada, en porcentaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U&amp;tilisation:</source>
        <translation>U&amp;tilización:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tokens per training step, whole batch</source>
        <translation>Tokens por paso de entrenamiento, lote completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To&amp;kens per step T:</source>
        <translation>To&amp;kens por paso T:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The formulas with your numbers</source>
        <translation>Las fórmulas con tus números</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All-reduce time per step on each interconnect, against the compute time</source>
        <translation>Tiempo de all-reduce por paso en cada interconexión, frente al tiempo de cómputo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interconnect
(B per direction)</source>
        <translation>Interconexión
(B por sentido)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-reduce
per step</source>
        <translation>All-reduce
por paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communication
÷ compute</source>
        <translation>Comunicación
÷ cómputo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&lt;p&gt;&lt;b&gt;Gradients&lt;/b&gt; S = P × b = %1 × %2 bytes = &lt;b&gt;%3&lt;/b&gt;.&lt;br&gt;&lt;b&gt;Compute per step&lt;/b&gt; = 6 × P × T ÷ (N × peak × utilisation) = 6 × %1 × %4 ÷ (%5 × %6 × %7 %) = &lt;b&gt;%8&lt;/b&gt; (about 6 FLOPs per parameter per token: 2 forward, 4 backward).&lt;br&gt;&lt;b&gt;Ring all-reduce&lt;/b&gt; = 2(N − 1) × (α + S ÷ (N × B)), B per direction, α typical per-step latency (approx.).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Gradientes&lt;/b&gt; S = P × b = %1 × %2 bytes = &lt;b&gt;%3&lt;/b&gt;.&lt;br&gt;&lt;b&gt;Cómputo por paso&lt;/b&gt; = 6 × P × T ÷ (N × pico × utilización) = 6 × %1 × %4 ÷ (%5 × %6 × %7 %) = &lt;b&gt;%8&lt;/b&gt; (unos 6 FLOPs por parámetro y token: 2 hacia delante, 4 hacia atrás).&lt;br&gt;&lt;b&gt;All-reduce en anillo&lt;/b&gt; = 2(N − 1) × (α + S ÷ (N × B)), B por sentido, α latencia típica por paso (aprox.).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (NVSwitch, all to all)</source>
        <translation>%1 (NVSwitch, todos con todos)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This machine, host ↔ device as measured, %1</source>
        <translation>Este equipo, host ↔ dispositivo según lo medido, %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>▲ communication dominates</source>
        <translation>▲ domina la comunicación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>▼ compute dominates</source>
        <translation>▼ domina el cómputo</translation>
    </message>
</context>
<context>
    <name>gpulab::LinkLab</name>
    <message>
        <location filename="../lessons/interconnects/linklabs.cpp" line="+65"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Looking for OpenCL devices…</source>
        <translation>Buscando dispositivos OpenCL…</translation>
    </message>
</context>
<context>
    <name>gpulab::LinkRunner</name>
    <message>
        <location filename="../lessons/interconnects/linkrunner.cpp" line="+61"/>
        <source>A measurement is already running.</source>
        <translation>Ya hay una medición en marcha.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still looking for OpenCL devices; try again in a moment.</source>
        <translation>Todavía se están buscando dispositivos OpenCL; inténtalo de nuevo en un momento.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No OpenCL device on this computer, so there is no host ↔ device transfer to measure (%1).</source>
        <translation>No hay ningún dispositivo OpenCL en este equipo, así que no hay transferencia host ↔ dispositivo que medir (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose sizes with min ≤ max and at least one repeat.</source>
        <translation>Elige tamaños con mín. ≤ máx. y al menos una repetición.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No OpenCL device on this computer: the split product needs at least one (%1).</source>
        <translation>No hay ningún dispositivo OpenCL en este equipo: el producto repartido necesita al menos uno (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The matrix size must be from 16 to 8192.</source>
        <translation>El tamaño de la matriz debe estar entre 16 y 8192.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Copying buffers to and from the device…</source>
        <translation>Copiando búferes al dispositivo y desde él…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computing the float64 reference the result is checked against…</source>
        <translation>Calculando la referencia float64 con la que se comprueba el resultado…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiling the kernel for each device…</source>
        <translation>Compilando el kernel para cada dispositivo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm-up run…</source>
        <translation>Ejecución de calentamiento…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timed run %1…</source>
        <translation>Ejecución cronometrada %1…</translation>
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
        <translation>Interconexiones del archivo de datos: ancho de banda por sentido y en ambos sentidos, con fuentes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Link or system</source>
        <translation>Enlace o sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Example</source>
        <translation>Ejemplo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links per GPU</source>
        <translation>Enlaces por GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per link, one way</source>
        <translation>Por enlace, un sentido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per link, one direction</source>
        <translation>Por enlace, en un sentido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU or port, one way</source>
        <translation>Por GPU o puerto, un sentido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per GPU or network port, one direction</source>
        <translation>Por GPU o puerto de red, en un sentido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both ways</source>
        <translation>Ambos sentidos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both directions added: the figure vendors often quote</source>
        <translation>Los dos sentidos sumados: la cifra que suelen anunciar los fabricantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency per step</source>
        <translation>Latencia por paso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Latency per step (typical, approx.)</source>
        <translation>Latencia por paso (típica, aprox.)</translation>
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
        <translation>%1 — %2 GPU, %3 chips de conmutación, %4 en total (ambos sentidos)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Source: %1
%2%3</source>
        <translation>Fuente: %1
%2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Latency: %1</source>
        <translation>
Latencia: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::ListMessage</name>
    <message>
        <location filename="../widgets/listmessage.cpp" line="+48"/>
        <source>%1: details</source>
        <translation>%1: detalles</translation>
    </message>
</context>
<context>
    <name>gpulab::LiveLabPanel</name>
    <message>
        <location filename="../lessons/livelab/livelabpanel.cpp" line="+43"/>
        <source>Sa&amp;ve Session…</source>
        <translation>&amp;Guardar sesión…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sa&amp;ve…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ompare with a Saved Session…</source>
        <translation>C&amp;omparar con una sesión guardada…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;ompare…</source>
        <translation>C&amp;omparar…</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Save Live Lab Session</source>
        <translation>Guardar sesión del Laboratorio en vivo</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+7"/>
        <source>GPU Lab sessions (*.json)</source>
        <translation>Sesiones de GPU Lab (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Compare with a Session</source>
        <translation>Comparar con una sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session could not be read.
%1</source>
        <translation>No se pudo leer la sesión.
%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The race</source>
        <translation>La carrera</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Speedup ladder</source>
        <translation>Escalera de aceleración</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scaling with N</source>
        <translation>Escalado con N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> Its roofs: %1 GB/s, %2 GFLOP/s.</source>
        <translation> Sus techos: %1 GB/s, %2 GFLOP/s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Measured with %1.</source>
        <translation> Medido con %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comparing with %1: %2 ladder and %3 scaling results.%4</source>
        <translation>Comparando con %1: %2 resultados de escalera y %3 de escalado.%4</translation>
    </message>
</context>
<context>
    <name>gpulab::LocalRace</name>
    <message>
        <location filename="../lessons/cpuvsgpu/localrace.cpp" line="+26"/>
        <source>Looking for OpenCL devices when this page is first shown.</source>
        <translation>Se buscan dispositivos OpenCL la primera vez que se muestra esta página.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+21"/>
        <location line="+114"/>
        <source>OpenCL device</source>
        <translation>Dispositivo OpenCL</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Which race</source>
        <translation>Qué carrera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every CPU core vs the OpenCL device</source>
        <translation>Todos los núcleos de CPU frente al dispositivo OpenCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One CPU core vs the OpenCL device</source>
        <translation>Un núcleo de CPU frente al dispositivo OpenCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One CPU core vs every CPU core</source>
        <translation>Un núcleo de CPU frente a todos los núcleos de CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ace:</source>
        <translation>C&amp;arrera:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix size N</source>
        <translation>Tamaño de la matriz N</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matrix si&amp;ze N:</source>
        <translation>&amp;Tamaño N:</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Run the &amp;measurement</source>
        <translation>Ejecutar la &amp;medición</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sto&amp;p</source>
        <translation>Dete&amp;ner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the measurement</source>
        <translation>Detener la medición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What is happening</source>
        <translation>Qué está pasando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Measured result</source>
        <translation>Resultado medido</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Looking for OpenCL devices…</source>
        <translation>Buscando dispositivos OpenCL…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a GPU</source>
        <translation>una GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your CPU itself, driven the GPU way through OpenCL</source>
        <translation>tu propia CPU, manejada al estilo de una GPU mediante OpenCL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an accelerator</source>
        <translation>un acelerador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL device: %1 (%2, %3 compute units). Not a model: these are measured times, each answer checked against float64.</source>
        <translation>Dispositivo OpenCL: %1 (%2, %3 unidades de cómputo). No es un modelo: son tiempos medidos, y cada respuesta se comprueba con float64.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU only: no OpenCL device was found here, so the GPU side cannot run; the race of one core against every core still can. (Why: %1)</source>
        <translation>Solo CPU: aquí no se encontró ningún dispositivo OpenCL, así que el lado de la GPU no puede ejecutarse; la carrera de un núcleo contra todos sí. (Motivo: %1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+4"/>
        <source>CPU: every core</source>
        <translation>CPU: todos los núcleos</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>CPU: one core</source>
        <translation>CPU: un núcleo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>rows shared among the cores</source>
        <translation>filas repartidas entre los núcleos</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>one multiply-add after another</source>
        <translation>una multiplicación-suma tras otra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>OpenCL: %1</source>
        <translation>OpenCL: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thousands of work-items in lockstep groups</source>
        <translation>miles de elementos de trabajo en grupos que avanzan al unísono</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no OpenCL device here: choose the CPU race.</source>
        <translation>Aquí no hay ningún dispositivo OpenCL: elige la carrera de CPU.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Starting…</source>
        <translation>Arrancando…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Measured here: %1 was %2× faster.</source>
        <translation>Medido aquí: %1 fue %2× más rápido.</translation>
    </message>
</context>
<context>
    <name>gpulab::LossScalingModel</name>
    <message>
        <location filename="../lessons/precision/lossscalingmodel.cpp" line="+108"/>
        <source>FP16 with a fixed scale of 2^16</source>
        <translation>FP16 con una escala fija de 2^16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 with a fixed scale that is too large (2^34)</source>
        <translation>FP16 con una escala fija demasiado grande (2^34)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 with dynamic loss scaling</source>
        <translation>FP16 con escalado dinámico de la pérdida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 without loss scaling</source>
        <translation>BF16 sin escalado de la pérdida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 E5M2 with dynamic loss scaling</source>
        <translation>FP8 E5M2 con escalado dinámico de la pérdida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 E4M3 with dynamic loss scaling</source>
        <translation>FP8 E4M3 con escalado dinámico de la pérdida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 without loss scaling</source>
        <translation>FP16 sin escalado de la pérdida</translation>
    </message>
</context>
<context>
    <name>gpulab::LossScalingPage</name>
    <message>
        <location filename="../lessons/precision/lossscalingpage.cpp" line="+32"/>
        <source>This copy of the lesson has no loss-scaling simulation.</source>
        <translation>Esta copia de la lección no tiene simulación de escalado de la pérdida.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sce&amp;nario:</source>
        <translation>Esce&amp;nario:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Format of the gradients</source>
        <translation>Formato de los gradientes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormato:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loss scaling</source>
        <translation>Escalado de la pérdida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixed</source>
        <translation>fijo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic</source>
        <translation>dinámico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss s&amp;caling:</source>
        <translation>Es&amp;calado de la pérdida:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scale, as a power of two (the start for dynamic scaling)</source>
        <translation>Escala, como potencia de dos (el inicio en el escalado dinámico)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scal&amp;e:</source>
        <translation>&amp;Escala:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clean steps before the dynamic scale doubles</source>
        <translation>Pasos limpios antes de que la escala dinámica se duplique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clean steps &amp;before ×%1:</source>
        <translation>Pasos limpios &amp;antes de ×%1:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Predict first.&lt;/b&gt; The simulation stores gradients in FP16 with no loss scaling. What share of them survives, that is, is not rounded to zero?</source>
        <translation>&lt;b&gt;Predice primero.&lt;/b&gt; La simulación guarda los gradientes en FP16 sin escalado de la pérdida. ¿Qué proporción de ellos sobrevive, es decir, no se redondea a cero?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Run FP16 without scaling</source>
        <translation>E&amp;jecutar FP16 sin escalado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a share, then run. The verdict comes after %1 training steps.</source>
        <translation>Elige una proporción y ejecuta. El veredicto llega tras %1 pasos de entrenamiento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your prediction and the result</source>
        <translation>Tu predicción y el resultado</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>more than 90 %</source>
        <translation>más del 90 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>between 50 % and 90 %</source>
        <translation>entre el 50 % y el 90 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>between 10 % and 50 %</source>
        <translation>entre el 10 % y el 50 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>less than 10 %</source>
        <translation>menos del 10 %</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>First choose the share you expect to survive.</source>
        <translation>Elige primero la proporción que esperas que sobreviva.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your prediction: %1 survive. Watch the first %2 training steps…</source>
        <translation>Tu predicción: sobrevive %1. Mira los primeros %2 pasos de entrenamiento…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The set-up changed, so the prediction was about another run. Choose a share and run again.</source>
        <translation>La configuración cambió, así que la predicción era sobre otra ejecución. Elige una proporción y vuelve a ejecutar.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>✓ Right.</source>
        <translation>✓ Correcto.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗ Not this time.</source>
        <translation>✗ Esta vez no.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After %1 steps (%2 gradients), %3 survived: %4. You said %5.</source>
        <translation>Tras %1 pasos (%2 gradientes), sobrevivió el %3: %4. Dijiste %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why: FP16&apos;s smallest subnormal is %1 ≈ %2; anything below half of it rounds to 0. These gradients have a median of %3, so a large part of them falls below that line. And %4 of the survivors are subnormal, with fewer than %5 significant bits. Multiplying the loss by %6 lifts almost the whole spread into FP16&apos;s normal range (in the same run %7 of the gradients would stay subnormal and %8 would be lost), and dividing the gradients by it again in FP32 is exact: that is loss scaling. Step to the next scenario to see it.</source>
        <translation>Por qué: el menor subnormal de FP16 es %1 ≈ %2; todo lo que está por debajo de su mitad se redondea a 0. Estos gradientes tienen una mediana de %3, así que gran parte de ellos cae por debajo de esa línea. Y el %4 de los supervivientes son subnormales, con menos de %5 bits significativos. Multiplicar la pérdida por %6 lleva casi toda la distribución al rango normal de FP16 (en la misma ejecución, %7 de los gradientes seguirían siendo subnormales y %8 se perderían), y volver a dividir los gradientes por ese factor en FP32 es exacto: eso es el escalado de la pérdida. Avanza al siguiente escenario para verlo.</translation>
    </message>
</context>
<context>
    <name>gpulab::LossScalingScene</name>
    <message>
        <location filename="../lessons/precision/lossscalingscene.cpp" line="+64"/>
        <source>kept</source>
        <translation>conservados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subnormal (fewer bits)</source>
        <translation>subnormales (menos bits)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost (rounded to 0)</source>
        <translation>perdidos (redondeados a 0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overflow (inf, NaN)</source>
        <translation>desbordamiento (inf, NaN)</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>rounds to 0</source>
        <translation>se redondea a 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>subnormal</source>
        <translation>subnormal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal: full precision</source>
        <translation>normal: precisión completa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>overflow</source>
        <translation>desbordamiento</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>This step: %1 · kept %2 (%3 subnormal) · lost %4 · overflowed %5</source>
        <translation>Este paso: %1 · conservados %2 (%3 subnormales) · perdidos %4 · desbordados %5</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Whole run: %1 · kept %2 · lost %3 · overflowed %4</source>
        <translation>Toda la ejecución: %1 · conservados %2 · perdidos %3 · desbordados %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Steps with an overflow: %1, each skipped, the scale halved</source>
        <translation>Pasos con desbordamiento: %1, cada uno omitido y la escala reducida a la mitad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steps with an overflow: %1 (their update is inf or NaN)</source>
        <translation>Pasos con desbordamiento: %1 (su actualización es inf o NaN)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Loss scale over the run (log₂), ▼ = a step that overflowed</source>
        <translation>Escala de la pérdida durante la ejecución (log₂), ▼ = un paso que se desbordó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss scale (log₂), ▼ = overflow</source>
        <translation>Escala de la pérdida (log₂), ▼ = desbordamiento</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+30"/>
        <source>no loss scaling</source>
        <translation>sin escalado de la pérdida</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>a fixed loss scale of %1</source>
        <translation>una escala de la pérdida fija de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dynamic loss scaling (×2 after each clean step, ÷2 on overflow)</source>
        <translation>escalado dinámico de la pérdida (×2 tras cada paso limpio, ÷2 al desbordarse)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic loss scaling (×2 after %1 clean steps, ÷2 on overflow)</source>
        <translation>escalado dinámico de la pérdida (×2 tras %1 pasos limpios, ÷2 al desbordarse)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a fixed loss scale</source>
        <translation>una escala de la pérdida fija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic loss scaling</source>
        <translation>escalado dinámico de la pérdida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale now %1</source>
        <translation>Escala actual %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · ×2 after each clean step, ÷2 on overflow</source>
        <translation> · ×2 tras cada paso limpio, ÷2 al desbordarse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · ×2 after %1 clean steps, ÷2 on overflow</source>
        <translation> · ×2 tras %1 pasos limpios, ÷2 al desbordarse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training step %1 of %2 · a MODEL: invented gradients, not a measurement</source>
        <translation>Paso de entrenamiento %1 de %2 · un MODELO: gradientes inventados, no una medición</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>A model, not a measurement: %1 invented gradient values per training step, stored in %2 with %3; the scale is now %4. After %5 of %6 steps: %7 of %8 gradients kept (%9 of them subnormal), %10 lost to underflow, %11 overflowed; %12 steps had an overflow.</source>
        <translation>Un modelo, no una medición: %1 valores de gradiente inventados por paso de entrenamiento, guardados en %2 con %3; la escala es ahora %4. Tras %5 de %6 pasos: %7 de %8 gradientes conservados (%9 de ellos subnormales), %10 perdidos por subdesbordamiento, %11 desbordados; %12 pasos tuvieron un desbordamiento.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Format and loss scaling</source>
        <translation>Formato y escalado de la pérdida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fixed</source>
        <translation>fijo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dynamic</source>
        <translation>dinámico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss scaling</source>
        <translation>Escalado de la pérdida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start at 2^k</source>
        <translation>Empezar en 2^k</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scale 2^k</source>
        <translation>Escala 2^k</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clean steps before ×2</source>
        <translation>Pasos limpios antes de ×2</translation>
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
        <translation>No existe la lección «%1»; se muestra la primera lección.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Lessons Folder…</source>
        <translation>&amp;Importar carpeta de lecciones…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export Progress as CSV…</source>
        <translation>&amp;Exportar progreso como CSV…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Quiz &amp;Grades as CSV (for Moodle)…</source>
        <translation>Exportar ca&amp;lificaciones como CSV (para Moodle)…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open &amp;Class Results…</source>
        <translation>A&amp;brir resultados de la clase…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;Name and ID…</source>
        <translation>Tu &amp;nombre e identificador…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>C&amp;lass Plan</source>
        <translation>&amp;Plan de clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Class Plan…</source>
        <translation>&amp;Abrir plan de clase…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add This View to the Plan</source>
        <translation>A&amp;ñadir esta vista al plan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit Class Plan…</source>
        <translation>&amp;Editar plan de clase…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Class Plan…</source>
        <translation>&amp;Guardar plan de clase…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close Class Plan</source>
        <translation>&amp;Cerrar plan de clase</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Reload Lessons</source>
        <translation>Rec&amp;argar lecciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset Zoom</source>
        <translation>Restablecer &amp;zoom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High Contrast (Projector)</source>
        <translation>&amp;Alto contraste (proyector)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Simulation &amp;Drawing</source>
        <translation>&amp;Dibujo de la simulación</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Automatic (OpenGL on a GPU, Plain on a Software Renderer)</source>
        <translation>&amp;Automático (OpenGL en una GPU, simple con renderizado por software)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;OpenGL with Overlay Controls</source>
        <translation>&amp;OpenGL con controles superpuestos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Plain, without OpenGL</source>
        <translation>&amp;Simple, sin OpenGL</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;System Default (%1)</source>
        <translation>&amp;Predeterminado del sistema (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Present</source>
        <translation>Pr&amp;esentar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lesson &amp;List</source>
        <translation>&amp;Lista de lecciones</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Lesson</source>
        <translation>&amp;Lección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Section</source>
        <translation>Sección &amp;siguiente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Previous Section</source>
        <translation>Sección &amp;anterior</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>P&amp;lay / Pause Simulation</source>
        <translation>Reproducir / pa&amp;usar simulación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Step Simulation</source>
        <translation>Avanzar un &amp;paso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;lower</source>
        <translation>Más &amp;lento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Faster</source>
        <translation>Más rápi&amp;do</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Restart Simulation</source>
        <translation>Re&amp;iniciar simulación</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Simulation &amp;Parameters…</source>
        <translation>Parámetros de la si&amp;mulación…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save Simulation Set-up…</source>
        <translation>Guardar configuración de la simulación…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load Simulation Set-up…</source>
        <translation>Cargar configuración de la simulación…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Instructor &amp;Notes</source>
        <translation>&amp;Notas del instructor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>User &amp;Manual</source>
        <translation>&amp;Manual del usuario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Teacher Tips…</source>
        <translation>&amp;Consejos para el docente…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About GPU Lab</source>
        <translation>Acerca &amp;de GPU Lab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Import a Quiz (Moodle GIFT or Moodle XML)</source>
        <translation>Importar un cuestionario (Moodle GIFT o Moodle XML)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Question banks (*.gift *.txt *.xml);;GIFT question banks (*.gift *.txt);;Moodle XML question banks (*.xml);;All files (*)</source>
        <translation>Bancos de preguntas (*.gift *.txt *.xml);;Bancos de preguntas GIFT (*.gift *.txt);;Bancos de preguntas Moodle XML (*.xml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Moodle: Question bank › Import › Moodle XML format</source>
        <translation>Moodle: Banco de preguntas › Importar › Formato Moodle XML</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moodle: Question bank › Import › GIFT format</source>
        <translation>Moodle: Banco de preguntas › Importar › Formato GIFT</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln question(s) exported to %1 (%2)</source>
        <translation>
            <numerusform>%Ln pregunta exportada a %1 (%2)</numerusform>
            <numerusform>%Ln preguntas exportadas a %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Export Quiz as Moodle XML</source>
        <translation>Exportar cuestionario como Moodle XML</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Quiz as GIFT</source>
        <translation>Exportar cuestionario como GIFT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moodle XML question banks (*.xml)</source>
        <translation>Bancos de preguntas Moodle XML (*.xml)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export Quiz</source>
        <translation>Exportar cuestionario</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lessons reloaded.</source>
        <translation>Lecciones recargadas.</translation>
    </message>
    <message>
        <location line="+242"/>
        <source>The instructor&apos;s tips for this lesson</source>
        <translation>Los consejos del instructor para esta lección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson has no teacher tips</source>
        <translation>Esta lección no tiene consejos para el docente</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Section %1 of %2</source>
        <translation>Sección %1 de %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>beat %1 of %2</source>
        <translation>fase %1 de %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>beat %1 of %2: %3</source>
        <translation>fase %1 de %2: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>beat %1</source>
        <translation>fase %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beat %1: %2</source>
        <translation>fase %1: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Plan step %1 of %2 (%3 min)</source>
        <translation>Paso %1 de %2 del plan (%3 min)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plan step %1 of %2</source>
        <translation>Paso %1 de %2 del plan</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plan: %1</source>
        <translation>Plan: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(end of the class plan)</source>
        <translation>(fin del plan de clase)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Simulations are drawn with OpenGL (%1).</source>
        <translation>Las simulaciones se dibujan con OpenGL (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OpenGL is unavailable here: simulations stay on the plain canvas.</source>
        <translation>OpenGL no está disponible aquí: las simulaciones se quedan en el lienzo simple.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulations are drawn without OpenGL.</source>
        <translation>Las simulaciones se dibujan sin OpenGL.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The quiz you are taking stays in its language until you finish it.</source>
        <translation>El cuestionario que estás haciendo sigue en su idioma hasta que lo termines.</translation>
    </message>
    <message>
        <location line="+323"/>
        <source>Simulations: OpenGL with overlay controls (%1)</source>
        <translation>Simulaciones: OpenGL con controles superpuestos (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulations: plain canvas. %1</source>
        <translation>Simulaciones: lienzo simple. %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h2&gt;GPU Lab %1&lt;/h2&gt;&lt;p&gt;How GPU hardware powers AI, measured on your own machine.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;%4&lt;br&gt;%6&lt;/p&gt;&lt;p&gt;Your progress: %5&lt;/p&gt;</source>
        <translation>&lt;h2&gt;GPU Lab %1&lt;/h2&gt;&lt;p&gt;Cómo el hardware de la GPU impulsa la IA, medido en tu propio equipo.&lt;/p&gt;&lt;p&gt;Qt %2 (compilado con %3)&lt;br&gt;%4&lt;br&gt;%6&lt;/p&gt;&lt;p&gt;Tu progreso: %5&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>The class plan %1 could not be opened.</source>
        <translation>No se pudo abrir el plan de clase %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The class plan %1 has no step this GPU Lab can show.</source>
        <translation>El plan de clase %1 no tiene ningún paso que este GPU Lab pueda mostrar.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Class plan opened: %Ln step(s); %1 left out:</source>
        <translation>
            <numerusform>Plan de clase abierto: %Ln paso; %1 omitidos:</numerusform>
            <numerusform>Plan de clase abierto: %Ln pasos; %1 omitidos:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Class plan opened: %Ln step(s). In presenter mode the clicker walks them.</source>
        <translation>
            <numerusform>Plan de clase abierto: %Ln paso. En el modo presentación, el mando lo recorre.</numerusform>
            <numerusform>Plan de clase abierto: %Ln pasos. En el modo presentación, el mando los recorre.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Class Plan</source>
        <translation>Plan de clase</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The class plan has changes that are not saved. Save them?</source>
        <translation>El plan de clase tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+10"/>
        <source>Open Class Plan</source>
        <translation>Abrir plan de clase</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Class plans (*.gpulab-plan.json *.json);;All files (*)</source>
        <translation>Planes de clase (*.gpulab-plan.json *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+8"/>
        <source>Save Class Plan</source>
        <translation>Guardar plan de clase</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Class plans (*.gpulab-plan.json)</source>
        <translation>Planes de clase (*.gpulab-plan.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Class plan saved to %1</source>
        <translation>Plan de clase guardado en %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The class plan is full (%1 steps).</source>
        <translation>El plan de clase está lleno (%1 pasos).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a lesson&apos;s view can be added to the class plan.</source>
        <translation>Solo se puede añadir al plan de clase una vista de una lección.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added to the class plan as step %1 of %2: %3</source>
        <translation>Añadido al plan de clase como paso %1 de %2: %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The set-up could not be loaded.
%1</source>
        <translation>No se pudo cargar la configuración.
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
        <translation>%1 Se inició un nuevo motor de medición.</translation>
    </message>
    <message numerus="yes">
        <location line="+299"/>
        <source>Data files: %Ln problem(s); the rows concerned are left out (gpulab-cli data check lists them). First: %1</source>
        <translation>
            <numerusform>Archivos de datos: %Ln problema; las filas afectadas se omiten (gpulab-cli data check las enumera). El primero: %1</numerusform>
            <numerusform>Archivos de datos: %Ln problemas; las filas afectadas se omiten (gpulab-cli data check las enumera). El primero: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-222"/>
        <source>Import &amp;Quiz…</source>
        <translation>Importar &amp;cuestionario…</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>Take the Lesson&apos;s &amp;Quiz</source>
        <translation>Hacer el &amp;cuestionario de la lección</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the &amp;Exam (Every Lesson)</source>
        <translation>Hacer el &amp;examen (todas las lecciones)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quiz &amp;Results</source>
        <translation>Resultados de los cuestionari&amp;os</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Your quiz results</source>
        <translation>Tus resultados en los cuestionarios</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Your quiz results — GPU Lab</source>
        <translation>Tus resultados en los cuestionarios — GPU Lab</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no quiz “%1”.</source>
        <translation>No existe el cuestionario «%1».</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>Imported “%1”: %Ln question(s).</source>
        <translation>
            <numerusform>Importado «%1»: %Ln pregunta.</numerusform>
            <numerusform>Importado «%1»: %Ln preguntas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln question(s) could not be read and were left out:</source>
        <translation>
            <numerusform>%Ln pregunta no se pudo leer y se omitió:</numerusform>
            <numerusform>%Ln preguntas no se pudieron leer y se omitieron:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was imported from %1.</source>
        <translation>No se importó nada de %1.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Import Quiz</source>
        <translation>Importar cuestionario</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+44"/>
        <source>Open a lesson or one of its quizzes first.</source>
        <translation>Abre primero una lección o uno de sus cuestionarios.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GIFT question banks (*.gift)</source>
        <translation>Bancos de preguntas GIFT (*.gift)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>The quiz could not be written to %1: %2</source>
        <translation>No se pudo escribir el cuestionario en %1: %2</translation>
    </message>
    <message>
        <location line="-394"/>
        <source>Export Quiz &amp;Results as CSV…</source>
        <translation>Exportar &amp;resultados de cuestionarios como CSV…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export Lesson Quiz as &amp;GIFT…</source>
        <translation>Exportar cuestionario de la lección como &amp;GIFT…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Lesson Quiz as Moodle &amp;XML…</source>
        <translation>Exportar cuestionario de la lección como Moodle &amp;XML…</translation>
    </message>
    <message>
        <location line="+1036"/>
        <source>Text size 100%</source>
        <translation>Tamaño del texto 100 %</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The lesson list is hidden to give the lesson room; F9 shows it.</source>
        <translation>La lista de lecciones está oculta para dejar sitio a la lección; F9 la muestra.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location line="-21"/>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move between the navigator, the text and the simulation</source>
        <translation>Moverse entre el navegador, el texto y la simulación</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>GPU Lab User Manual</source>
        <translation>Manual del usuario de GPU Lab</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>User manual</source>
        <translation>Manual del usuario</translation>
    </message>
    <message>
        <location line="-659"/>
        <source>Your progress could not be saved: %1</source>
        <translation>No se pudo guardar tu progreso: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your progress is not saved yet: %1.</source>
        <translation>Tu progreso aún no está guardado: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your progress is saved again.</source>
        <translation>Tu progreso vuelve a guardarse.</translation>
    </message>
    <message>
        <location line="+420"/>
        <source>Text size %1%, limited on this screen so that the lesson fits.</source>
        <translation>Tamaño del texto %1 %, limitado en esta pantalla para que quepa la lección.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text size %1%.</source>
        <translation>Tamaño del texto %1 %.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Your progress</source>
        <translation>Tu progreso</translation>
    </message>
    <message numerus="yes">
        <location line="-6"/>
        <source>%Ln record(s) of your progress could not be saved: %1</source>
        <translation>
            <numerusform>%Ln registro de tu progreso no se pudo guardar: %1</numerusform>
            <numerusform>%Ln registros de tu progreso no se pudieron guardar: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1115"/>
        <source>&amp;Bright Room (Projector)</source>
        <translation>Sala &amp;iluminada (proyector)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pro&amp;jector Theme</source>
        <translation>Tema de pro&amp;yector</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Dark (High Contrast)</source>
        <translation>&amp;Oscuro (alto contraste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bright Room</source>
        <translation>Sala &amp;iluminada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;None (the Window&apos;s Theme)</source>
        <translation>&amp;Ninguno (el tema de la ventana)</translation>
    </message>
    <message>
        <location line="+1142"/>
        <source>Quiz: choose an answer</source>
        <translation>Cuestionario: elige una respuesta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 to 9</source>
        <translation>1 a 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiz: check the answer, then go on</source>
        <translation>Cuestionario: comprueba la respuesta y continúa</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Platform: %1; device: %2; driver: %3</source>
        <translation>Plataforma: %1; dispositivo: %2; controlador: %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About GPU Lab</source>
        <translation>Acerca de GPU Lab</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not saved</source>
        <translation>no guardado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose a Folder of Lessons</source>
        <translation>Elige una carpeta de lecciones</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+10"/>
        <source>Export Progress</source>
        <translation>Exportar progreso</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Progress exported to %1</source>
        <translation>Progreso exportado a %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The progress could not be written to %1: %2</source>
        <translation>No se pudo escribir el progreso en %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+10"/>
        <source>Save Simulation Set-up</source>
        <translation>Guardar configuración de la simulación</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+135"/>
        <source>Simulation set-ups (*.json)</source>
        <translation>Configuraciones de simulación (*.json)</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Set-up saved to %1</source>
        <translation>Configuración guardada en %1</translation>
    </message>
    <message>
        <location line="+129"/>
        <location line="+16"/>
        <source>Load Simulation Set-up</source>
        <translation>Cargar configuración de la simulación</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Set-up loaded from %1</source>
        <translation>Configuración cargada desde %1</translation>
    </message>
</context>
<context>
    <name>gpulab::MarketTable</name>
    <message>
        <location filename="../lessons/generations/generationtables.cpp" line="+30"/>
        <source>Consumer and datacenter GPUs, from the data file</source>
        <translation>GPU de consumo y de centro de datos, del archivo de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Consumer card or datacenter GPU</source>
        <translation>Tarjeta de consumo o GPU de centro de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory per GPU and its type</source>
        <translation>Memoria por GPU y su tipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU link</source>
        <translation>Enlace GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU-to-GPU link, all links, both directions</source>
        <translation>Enlace de GPU a GPU, todos los enlaces, en ambos sentidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ECC on the memory as the vendor states it; —: not stated</source>
        <translation>ECC en la memoria según el fabricante; —: no indicado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Board or module power, W</source>
        <translation>Potencia de la tarjeta o del módulo, W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch price</source>
        <translation>Precio de lanzamiento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The vendor&apos;s launch price (MSRP) and its month; —: none published</source>
        <translation>El precio de lanzamiento del fabricante (PVP recomendado) y su mes; —: no publicado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>consumer</source>
        <translation>consumo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>datacenter</source>
        <translation>centro de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GB %2</source>
        <translation>%1 GB %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>no</translation>
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
        <translation>%1. Fuente: %2</translation>
    </message>
</context>
<context>
    <name>gpulab::MatchingInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-100"/>
        <source>choose…</source>
        <translation>elige…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose its match</source>
        <translation>Elige su pareja</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Match each item (Tab moves to the next one)</source>
        <translation>Empareja cada elemento (Tab pasa al siguiente)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a match for every item first, or skip the question.</source>
        <translation>Elige primero una pareja para cada elemento u omite la pregunta.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;Right&lt;/b&gt;</source>
        <translation>&lt;b&gt;Correcto&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Not right.&lt;/b&gt; Its match: %1</source>
        <translation>&lt;b&gt;Incorrecto.&lt;/b&gt; Su pareja: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::MeasurementLab</name>
    <message>
        <location filename="../lessons/framework/measurementlab.cpp" line="+60"/>
        <source>Ca&amp;ncel</source>
        <translation>Ca&amp;ncelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the measurement</source>
        <translation>Cancelar la medición</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Progress of the measurement</source>
        <translation>Progreso de la medición</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What the measurement is doing</source>
        <translation>Qué está haciendo la medición</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The result</source>
        <translation>El resultado</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your prediction and the result</source>
        <translation>Tu predicción y el resultado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(choose one)</source>
        <translation>(elige una)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>A measurement is already running.</source>
        <translation>Ya hay una medición en marcha.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Your prediction: %1. Measuring…</source>
        <translation>Tu predicción: %1. Midiendo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No prediction this time. Measuring…</source>
        <translation>Esta vez sin predicción. Midiendo…</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>No prediction this time.</source>
        <translation>Esta vez sin predicción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ Right.</source>
        <translation>✓ Correcto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Not this time: you said %1.</source>
        <translation>✗ Esta vez no: dijiste %1.</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryChart</name>
    <message>
        <location filename="../lessons/precision/memorychart.cpp" line="+31"/>
        <source>16-bit weights</source>
        <translation>Pesos de 16 bits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>16-bit gradients</source>
        <translation>Gradientes de 16 bits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 master weights</source>
        <translation>Pesos maestros FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam momentum (FP32)</source>
        <translation>Momento de Adam (FP32)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam variance (FP32)</source>
        <translation>Varianza de Adam (FP32)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>FP32 weights</source>
        <translation>Pesos FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 / BF16 weights</source>
        <translation>Pesos FP16 / BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 weights</source>
        <translation>Pesos FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 weights</source>
        <translation>Pesos FP4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 B each</source>
        <translation>%1 B cada uno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory for the model&apos;s parameters</source>
        <translation>Memoria para los parámetros del modelo</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Training (mixed precision, Adam)</source>
        <translation>Entrenamiento (precisión mixta, Adam)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source> (%1 of %2)</source>
        <translation> (%1 de %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 parameters. %2. Training needs %3 + %4 + %5 + %6 + %7 = %8 bytes per parameter before activations.</source>
        <translation>%1 de parámetros. %2. El entrenamiento necesita %3 + %4 + %5 + %6 + %7 = %8 bytes por parámetro antes de las activaciones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 billion</source>
        <translation>%1 mil millones</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>one %1</source>
        <translation>una %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one %1: %2</source>
        <translation>una %1: %2</translation>
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
        <translation>Registros</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 / shared memory</source>
        <translation>L1 / memoria compartida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L2 cache</source>
        <translation>Caché L2</translation>
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
        <translation>Memoria del host (PCIe)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Regs</source>
        <comment>short for Registers, where the name does not fit</comment>
        <translation>Reg.</translation>
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
        <translation>Host</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryModel</name>
    <message>
        <location filename="../lessons/memory/memorymodel.cpp" line="+146"/>
        <source>A working set that fits in L2</source>
        <translation>Un conjunto de trabajo que cabe en la L2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A working set in HBM</source>
        <translation>Un conjunto de trabajo en la HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Larger than HBM: the host over PCIe</source>
        <translation>Mayor que la HBM: el host por PCIe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix product, naive: every operand from HBM</source>
        <translation>Producto de matrices ingenuo: cada operando desde la HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix product, tiled: operands from shared memory</source>
        <translation>Producto de matrices por teselas: operandos desde la memoria compartida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A working set that fits in L1</source>
        <translation>Un conjunto de trabajo que cabe en la L1</translation>
    </message>
    <message>
        <location line="+234"/>
        <source>the tile (%1) must divide the matrix size (%2)</source>
        <translation>la tesela (%1) debe dividir el tamaño de la matriz (%2)</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryPage</name>
    <message>
        <location filename="../lessons/precision/memorypage.cpp" line="+38"/>
        <source> billion</source>
        <translation> mil millones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters of the model, in billions</source>
        <translation>Parámetros del modelo, en miles de millones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parameters:</source>
        <translation>&amp;Parámetros:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU to compare with</source>
        <translation>GPU con la que comparar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, %2 GB</source>
        <translation>%1, %2 GB</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare with the &amp;memory of:</source>
        <translation>Comparar con la &amp;memoria de:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The memory, in words</source>
        <translation>La memoria, en palabras</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;p&gt;&lt;b&gt;Just the weights&lt;/b&gt; (enough to run the model): %1 parameters × bytes per parameter = %2 in FP32, %3 in FP16 or BF16, %4 in FP8, %5 in FP4 (GB = 10⁹ bytes).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Solo los pesos&lt;/b&gt; (suficiente para ejecutar el modelo): %1 de parámetros × bytes por parámetro = %2 en FP32, %3 en FP16 o BF16, %4 en FP8, %5 en FP4 (GB = 10⁹ bytes).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 billion</source>
        <translation>%1 mil millones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Training&lt;/b&gt; with mixed precision and the Adam optimizer keeps much more per parameter: the 16-bit weights (%1 B) and gradients (%2 B) used in the passes, plus the optimizer&apos;s FP32 state: a master copy of the weights (%3 B), the momentum (%4 B) and the variance (%5 B). That is %6 bytes per parameter, %7 in all, &lt;i&gt;before&lt;/i&gt; the activations, which depend on batch size and sequence length. A popular shortcut, four copies of the 16-bit weights, gives only %8: it leaves out the FP32 master copy and keeps the moments in 16 bits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El entrenamiento&lt;/b&gt; con precisión mixta y el optimizador Adam guarda mucho más por parámetro: los pesos de 16 bits (%1 B) y los gradientes (%2 B) que usan las pasadas, más el estado FP32 del optimizador: una copia maestra de los pesos (%3 B), el momento (%4 B) y la varianza (%5 B). Son %6 bytes por parámetro, %7 en total, &lt;i&gt;antes&lt;/i&gt; de las activaciones, que dependen del tamaño del lote y de la longitud de la secuencia. Un atajo popular, cuatro copias de los pesos de 16 bits, da solo %8: deja fuera la copia maestra FP32 y guarda los momentos en 16 bits.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;One %1 has %2 of memory. The BF16 weights alone fill %3; the training state needs at least %4, before activations (tools such as ZeRO and FSDP split it across GPUs).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Una %1 tiene %2 de memoria. Solo los pesos BF16 ocupan %3; el estado de entrenamiento necesita al menos %4, antes de las activaciones (herramientas como ZeRO y FSDP lo reparten entre GPU).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryPanel</name>
    <message>
        <location filename="../lessons/memory/memorypanel.cpp" line="+45"/>
        <source>L&amp;evels</source>
        <translation>&amp;Niveles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;oofline</source>
        <translation>R&amp;oofline</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Latency (live)</source>
        <translation>&amp;Latencia (en vivo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Bandwidth (live)</source>
        <translation>&amp;Ancho de banda (en vivo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;hared memory (live)</source>
        <translation>&amp;Memoria compartida (en vivo)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>GPU of the table and the simulation</source>
        <translation>GPU de la tabla y de la simulación</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The memory levels of the chosen GPU, from the data file</source>
        <translation>Los niveles de memoria de la GPU elegida, del archivo de datos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Capacity</source>
        <translation>Capacidad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whole GPU</source>
        <translation>GPU entera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency of a hit</source>
        <translation>Latencia de un acierto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bandwidth (whole GPU)</source>
        <translation>Ancho de banda (GPU entera)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From assets/data/memory-levels.csv; each cell&apos;s source is in its tooltip. Latencies are measured by microbenchmarks (pointer chasing); “approx.” marks one measured on another board of the same chip or spread widely between loads; n/a means not published. The host&apos;s latency is the model&apos;s derivation (HBM&apos;s latency + 64 KiB over PCIe), not a measurement.</source>
        <translation>De assets/data/memory-levels.csv; la fuente de cada celda está en su información emergente. Las latencias se miden con microbenchmarks (persecución de punteros); «aprox.» marca una medida en otra placa con el mismo chip o muy variable entre lecturas; n/d significa no publicada. La latencia del host es la derivación del modelo (latencia de la HBM + 64 KiB por PCIe), no una medición.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>none (operands)</source>
        <translation>ninguna (operandos)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1%2 cycles = %3 ns%4</source>
        <translation>%1%2 ciclos = %3 ns%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (derived)</source>
        <translation> (derivada)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s</source>
        <translation>la del servidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per SM</source>
        <translation>%1 por SM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 each way (PCIe)</source>
        <translation>%1 en cada sentido (PCIe)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source: %1
%2</source>
        <translation>Fuente: %1
%2</translation>
    </message>
</context>
<context>
    <name>gpulab::MemoryScene</name>
    <message>
        <location filename="../lessons/memory/memoryscene.cpp" line="+61"/>
        <source>no load latency</source>
        <translation>sin latencia de lectura</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>≈%1 cycles (%2 ns, derived)</source>
        <translation>≈%1 ciclos (%2 ns, derivada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cycles (%2 ns)</source>
        <translation>%1 ciclos (%2 ns)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>size: the server&apos;s</source>
        <translation>tamaño: el del servidor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per SM</source>
        <translation>%1 por SM</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>bandwidth n/a</source>
        <translation>ancho de banda n/d</translation>
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
        <translation>aciertos %1 · fallos %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Time of this thread: %1 of %2 cycles</source>
        <translation>Tiempo de este hilo: %1 de %2 ciclos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>waiting for memory (hatched): %1 cycles, %2 %</source>
        <translation>esperando a la memoria (rayado): %1 ciclos, %2 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>computing (solid): %1 cycles, %2 %</source>
        <translation>calculando (relleno): %1 ciclos, %2 %</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>◀ serving this load</source>
        <translation>◀ sirve esta lectura</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1 loads at random addresses of a %2 working set, each followed by %3 cycles of arithmetic</source>
        <translation>%1 lecturas en direcciones aleatorias de un conjunto de trabajo de %2, cada una seguida de %3 ciclos de aritmética</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Served by: %1</source>
        <translation>Servida por: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected wait per load: %1 cycles</source>
        <translation>Espera esperada por lectura: %1 ciclos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>C = A × B, N = %1, tiles T = %2 in shared memory</source>
        <translation>C = A × B, N = %1, teselas T = %2 en memoria compartida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C = A × B, N = %1, every operand from HBM</source>
        <translation>C = A × B, N = %1, cada operando desde la HBM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 threads, one element of C each</source>
        <translation>%1 hilos, un elemento de C cada uno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words from HBM so far: %1</source>
        <translation>Palabras desde la HBM hasta ahora: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Naive: 2N³ = %1 words</source>
        <translation>Ingenuo: 2N³ = %1 palabras</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiled: 2N³/T = %1 words (each used T = %2 times)</source>
        <translation>Por teselas: 2N³/T = %1 palabras (cada una usada T = %2 veces)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shared-memory reads so far: %1 of 2N³ = %2</source>
        <translation>Lecturas de memoria compartida hasta ahora: %1 de 2N³ = %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ done: %1 % of the time spent waiting</source>
        <translation>✓ hecho: %1 % del tiempo esperando</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Load %1 is waiting for %2.</source>
        <translation>La lectura %1 espera a %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load %1 has its data; the thread computes.</source>
        <translation>La lectura %1 tiene sus datos; el hilo calcula.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished.</source>
        <translation>Terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2. %3 Waiting %4 cycles, computing %5 cycles; hits: L1 %6, L2 %7, HBM %8, host %9.</source>
        <translation>%1 en %2. %3 Esperando %4 ciclos, calculando %5 ciclos; aciertos: L1 %6, L2 %7, HBM %8, host %9.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The set-up</source>
        <translation>La configuración</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Working set (log2 bytes)</source>
        <translation>Conjunto de trabajo (log2 bytes)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compute cycles per load</source>
        <translation>Ciclos de cálculo por lectura</translation>
    </message>
</context>
<context>
    <name>gpulab::MultiDeviceLab</name>
    <message>
        <location filename="../lessons/interconnects/linklabs.cpp" line="+213"/>
        <source>Model parallelism on real hardware: C = A × B is cut into bands of rows, one per OpenCL device. Each device receives its band of A and all of B, computes its band of C and sends it back. What does the sharing cost next to the arithmetic?</source>
        <translation>Paralelismo de modelo en hardware real: C = A × B se corta en bandas de filas, una por dispositivo OpenCL. Cada dispositivo recibe su banda de A y toda B, calcula su banda de C y la devuelve. ¿Cuánto cuesta el reparto al lado de la aritmética?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for OpenCL devices…</source>
        <translation>Buscando dispositivos OpenCL…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The OpenCL devices the product is split across</source>
        <translation>Los dispositivos OpenCL entre los que se reparte el producto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix size N</source>
        <translation>Tamaño de la matriz N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix si&amp;ze:</source>
        <translation>&amp;Tamaño de matriz:</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>&amp;Split the product across the devices</source>
        <translation>&amp;Repartir el producto entre los dispositivos</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Run the split matrix product</source>
        <translation>Ejecutar el producto de matrices repartido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canc&amp;el</source>
        <translation>Canc&amp;elar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the split product</source>
        <translation>Cancelar el producto repartido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split product progress</source>
        <translation>Progreso del producto repartido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not run yet.</source>
        <translation>Aún no se ha ejecutado.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Split product status and result</source>
        <translation>Estado y resultado del producto repartido</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Split the product</source>
        <translation>&amp;Repartir el producto</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Per band: device, rows, bytes and times</source>
        <translation>Por banda: dispositivo, filas, bytes y tiempos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Band</source>
        <translation>Banda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Upload</source>
        <translation>Subida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute</source>
        <translation>Cómputo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Download</source>
        <translation>Bajada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time per band: moving data vs computing</source>
        <translation>Tiempo por banda: mover datos frente a calcular</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;No OpenCL device on this computer&lt;/b&gt; (%1), so nothing can be split. Install an OpenCL driver (a GPU driver, or PoCL for the CPU) and restart GPU Lab.</source>
        <translation>&lt;b&gt;No hay ningún dispositivo OpenCL en este equipo&lt;/b&gt; (%1), así que no se puede repartir nada. Instala un controlador OpenCL (un controlador de GPU, o PoCL para la CPU) y reinicia GPU Lab.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;This computer has one OpenCL device&lt;/b&gt; (%1): both bands run on it, one after the other, so you see the cost of the transfers but no sharing. To try two devices on the CPU, start GPU Lab with PoCL split in two: &lt;code&gt;POCL_DEVICES=&quot;pthread pthread&quot; gpulab&lt;/code&gt;.</source>
        <translation>&lt;b&gt;Este equipo tiene un dispositivo OpenCL&lt;/b&gt; (%1): las dos bandas se ejecutan en él, una tras otra, así que ves el coste de las transferencias pero no el reparto. Para probar dos dispositivos en la CPU, inicia GPU Lab con PoCL dividido en dos: &lt;code&gt;POCL_DEVICES=&quot;pthread pthread&quot; gpulab&lt;/code&gt;.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>&lt;b&gt;%Ln OpenCL devices&lt;/b&gt;, one band each: %1. (Several PoCL devices share the same CPU cores: expect the costs, not a speed-up.)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln dispositivo OpenCL&lt;/b&gt;, una banda cada uno: %1. (Varios dispositivos PoCL comparten los mismos núcleos de CPU: espera ver los costes, no una aceleración).</numerusform>
            <numerusform>&lt;b&gt;%Ln dispositivos OpenCL&lt;/b&gt;, una banda cada uno: %1. (Varios dispositivos PoCL comparten los mismos núcleos de CPU: espera ver los costes, no una aceleración).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Cannot run:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;No se puede ejecutar:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Starting the measurement engine…</source>
        <translation>Iniciando el motor de medición…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;The split product failed:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Falló el producto repartido:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+2"/>
        <source>%1 in %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>N = %1 on %2 device(s): %3 in all, %4 GFLOP/s. Moving data took %5, computing %6 (summed over bands). %7</source>
        <translation>N = %1 en %2 dispositivo(s): %3 en total, %4 GFLOP/s. Mover datos llevó %5; calcular, %6 (sumado sobre las bandas). %7</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>✓ Verified: the assembled C matches the float64 reference (relative error %1).</source>
        <translation>✓ Verificado: la C ensamblada coincide con la referencia float64 (error relativo %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✗ NOT verified against the reference.</source>
        <translation>✗ NO verificado con la referencia.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>upload (ms)</source>
        <translation>subida (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute (ms)</source>
        <translation>cómputo (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>download (ms)</source>
        <translation>bajada (ms)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>band %1</source>
        <translation>banda %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(not run)</source>
        <translation>(sin ejecutar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>milliseconds</source>
        <translation>milisegundos</translation>
    </message>
</context>
<context>
    <name>gpulab::MultipleAnswerInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-225"/>
        <source>Choose all that apply (keys 1–%1 turn a choice on or off)</source>
        <translation>Elige todas las que correspondan (las teclas 1–%1 activan o desactivan una opción)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose at least one answer first, or skip the question.</source>
        <translation>Elige primero al menos una respuesta u omite la pregunta.</translation>
    </message>
</context>
<context>
    <name>gpulab::MultipleChoiceInput</name>
    <message>
        <location line="-42"/>
        <source>Choose one answer (keys 1–%1)</source>
        <translation>Elige una respuesta (teclas 1–%1)</translation>
    </message>
</context>
<context>
    <name>gpulab::Navigator</name>
    <message>
        <location filename="../app/navigator.cpp" line="+25"/>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lessons and their sections. Arrow keys move, Enter opens, the mark and the word after a section tell whether you have visited it.</source>
        <translation>Las lecciones y sus secciones. Las flechas mueven, Intro abre; la marca y la palabra tras una sección indican si la has visitado.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Quizzes</source>
        <translation>Cuestionarios</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quizzes: the exam across lessons, imported quizzes and your results</source>
        <translation>Cuestionarios: el examen de todas las lecciones, los cuestionarios importados y tus resultados</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Quiz</source>
        <translation>Cuestionario</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 + %2 from your measurements</source>
        <translation>%1 + %2 con tus mediciones</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>✓ %1 — best %2 %</source>
        <translation>✓ %1 — mejor %2 %</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1, %2 questions, best score %3 percent after %Ln attempt(s)</source>
        <translation>
            <numerusform>%1, %2 preguntas, mejor puntuación %3 por ciento tras %Ln intento</numerusform>
            <numerusform>%1, %2 preguntas, mejor puntuación %3 por ciento tras %Ln intentos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>○ %1 (%2 questions)</source>
        <translation>○ %1 (%2 preguntas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 questions, not taken yet</source>
        <translation>%1, %2 preguntas, aún sin hacer</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln question(s). Practice gives feedback after each answer; a test gives it at the end.</source>
        <translation>
            <numerusform>%Ln pregunta. La práctica da retroalimentación tras cada respuesta; una prueba la da al final.</numerusform>
            <numerusform>%Ln preguntas. La práctica da retroalimentación tras cada respuesta; una prueba la da al final.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>⚠ %1 (cannot be loaded)</source>
        <translation>⚠ %1 (no se puede cargar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson has problems in its files; open it to see them.</source>
        <translation>Esta lección tiene problemas en sus archivos; ábrela para verlos.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (in English)</source>
        <translation>%1 (en inglés)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ %1. %2 — visited</source>
        <translation>✓ %1. %2 — visitada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>○ %1. %2</source>
        <translation>○ %1. %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Section %1, %2, visited</source>
        <translation>Sección %1, %2, visitada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Section %1, %2, not visited yet</source>
        <translation>Sección %1, %2, aún no visitada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This section is not translated yet: it is shown in English.</source>
        <translation>Esta sección aún no está traducida: se muestra en inglés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1  (%2/%3)</source>
        <translation>%1  (%2/%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lesson %1, %2 of %3 sections visited</source>
        <translation>Lección %1, %2 de %3 secciones visitadas</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln section(s) not translated yet, shown in English.</source>
        <translation>
            <numerusform>%Ln sección aún sin traducir, se muestra en inglés.</numerusform>
            <numerusform>%Ln secciones aún sin traducir, se muestran en inglés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::NumberLine</name>
    <message>
        <location filename="../lessons/precision/numberline.cpp" line="+34"/>
        <source>%1 values &gt; 0</source>
        <translation>%1 valores &gt; 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per binade</source>
        <translation>%1 por binada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (exact)</source>
        <translation>%1 (exacto)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (its largest value)</source>
        <translation>%1 (su mayor valor)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>infinity (overflow)</source>
        <translation>infinito (desbordamiento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NaN (overflow)</source>
        <translation>NaN (desbordamiento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 (underflow)</source>
        <translation>0 (subdesbordamiento)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Number line of every format</source>
        <translation>Recta numérica de todos los formatos</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Each row is one format on a logarithmic scale of magnitudes from %1 to %2. </source>
        <translation>Cada fila es un formato en una escala logarítmica de magnitudes de %1 a %2. </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No number is marked: zero, infinity and NaN have no place on a logarithmic scale.</source>
        <translation>No hay ningún número marcado: el cero, el infinito y NaN no tienen sitio en una escala logarítmica.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 becomes: %2.</source>
        <translation>%1 se convierte en: %2.</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>max</source>
        <translation>máx.</translation>
    </message>
</context>
<context>
    <name>gpulab::NumberText</name>
    <message>
        <location filename="../lessons/framework/numbertext.cpp" line="+115"/>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
</context>
<context>
    <name>gpulab::NumericalInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="+140"/>
        <source>Type a number</source>
        <translation>Escribe un número</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>“%1” is not a number. %2</source>
        <translation>«%1» no es un número. %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Type a number first, or skip the question.</source>
        <translation>Escribe primero un número u omite la pregunta.</translation>
    </message>
</context>
<context>
    <name>gpulab::OverflowPage</name>
    <message>
        <location filename="../lessons/precision/overflowpage.cpp" line="+37"/>
        <source>&lt;b&gt;Predict first.&lt;/b&gt; The number %1 is stored in FP16 and in BF16, two 16-bit formats. What does each of them hold?</source>
        <translation>&lt;b&gt;Predice primero.&lt;/b&gt; El número %1 se guarda en FP16 y en BF16, dos formatos de 16 bits. ¿Qué contiene cada uno?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose…</source>
        <translation>Elige…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What FP16 holds</source>
        <translation>Qué contiene FP16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What BF16 holds</source>
        <translation>Qué contiene BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In &amp;FP16:</source>
        <translation>En &amp;FP16:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In &amp;BF16:</source>
        <translation>En &amp;BF16:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show me</source>
        <translation>Mué&amp;stramelo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose an answer for each format, then press Show me.</source>
        <translation>Elige una respuesta para cada formato y pulsa Muéstramelo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your prediction and what the formats hold</source>
        <translation>Tu predicción y lo que contienen los formatos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Number to store in every format</source>
        <translation>Número que se guarda en todos los formatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now try any n&amp;umber in every format:</source>
        <translation>Ahora prueba cualquier nú&amp;mero en todos los formatos:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The number in every format</source>
        <translation>El número en todos los formatos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Holds</source>
        <translation>Contiene</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What happened</source>
        <translation>Qué ha pasado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relative error</source>
        <translation>Error relativo</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>First choose an answer for both formats.</source>
        <translation>Elige primero una respuesta para los dos formatos.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>✓ Both right.</source>
        <translation>✓ Los dos correctos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ FP16 right, ✗ BF16 wrong.</source>
        <translation>✓ FP16 correcto, ✗ BF16 incorrecto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ FP16 wrong, ✓ BF16 right.</source>
        <translation>✗ FP16 incorrecto, ✓ BF16 correcto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Both wrong this time.</source>
        <translation>✗ Esta vez, los dos incorrectos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;FP16 holds %1&lt;/b&gt;: %2. You said: %3. Its %4 exponent bits stop at %5. The next step would be %6, which FP16 cannot hold, so every number from %7 up (halfway there) rounds to infinity.</source>
        <translation>&lt;b&gt;FP16 contiene %1&lt;/b&gt;: %2. Dijiste: %3. Sus %4 bits de exponente se detienen en %5. El siguiente paso sería %6, que FP16 no puede contener, así que todo número desde %7 (a medio camino) se redondea a infinito.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;BF16 holds %1&lt;/b&gt;: %2. You said: %3. It has %4 exponent bits, as many as FP32, and reaches %5, so %6 is far inside its range. But with only %7 mantissa bits, its values near %6 are %8 apart (%9, %1, …): %1 is the nearest, off by %10 (%11).</source>
        <translation>&lt;b&gt;BF16 contiene %1&lt;/b&gt;: %2. Dijiste: %3. Tiene %4 bits de exponente, tantos como FP32, y llega a %5, así que %6 está muy dentro de su rango. Pero con solo %7 bits de mantisa, sus valores cerca de %6 están separados %8 (%9, %1, …): %1 es el más cercano, con una desviación de %10 (%11).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Range or precision: FP16 spends its bits on precision, BF16 on range. Training fears overflow more than a little rounding, which is one reason BF16 is popular for it.</source>
        <translation>Rango o precisión: FP16 gasta sus bits en precisión, BF16 en rango. En el entrenamiento se teme más un desbordamiento que un pequeño redondeo, y esa es una de las razones por las que BF16 es popular en él.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>0 (exact)</source>
        <translation>0 (exacto)</translation>
    </message>
</context>
<context>
    <name>gpulab::ParallelismView</name>
    <message>
        <location filename="../lessons/interconnects/parallelismview.cpp" line="+26"/>
        <source>Animation: what crosses the links</source>
        <translation>Animación: qué cruza los enlaces</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>¼ of layer %1</source>
        <translation>¼ de la capa %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>¼ L%1</source>
        <translation>¼ C%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layer %1</source>
        <translation>capa %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L%1</source>
        <translation>C%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>fwd</source>
        <translation>adel.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bwd</source>
        <translation>atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each GPU runs the whole model on its own quarter of the batch: nothing crosses the links yet.</source>
        <translation>Cada GPU ejecuta el modelo entero con su propio cuarto del lote: todavía nada cruza los enlaces.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>grad</source>
        <translation>grad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once per step: all gradients are all-reduced round the ring.</source>
        <translation>Una vez por paso: todos los gradientes se suman con all-reduce a lo largo del anillo.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+15"/>
        <source>∇act</source>
        <translation>∇act</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>act</source>
        <translation>act</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Every layer, forward and backward: partial activations are summed across all GPUs (all-reduce). Layer %1.</source>
        <translation>En cada capa, hacia delante y hacia atrás: las activaciones parciales se suman entre todas las GPU (all-reduce). Capa %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Between stages only: a micro-batch&apos;s activations go forward, their gradients come back (GPU %1 ↔ GPU %2).</source>
        <translation>Solo entre etapas: las activaciones de un microlote van hacia delante y sus gradientes vuelven (GPU %1 ↔ GPU %2).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Data parallel: gradients once per step</source>
        <translation>Paralelismo de datos: gradientes una vez por paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel: activations every layer</source>
        <translation>Paralelismo de tensores: activaciones en cada capa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel: activations between stages</source>
        <translation>Paralelismo de pipeline: activaciones entre etapas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind of parallelism</source>
        <translation>Tipo de paralelismo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Split the work by:</source>
        <translation>&amp;Repartir el trabajo por:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Play or pause the animation</source>
        <translation>Reproducir o pausar la animación</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bytes that cross the links</source>
        <translation>Bytes que cruzan los enlaces</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Play</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Model: L = %1 layers, hidden size h = %2, P ≈ 12·L·h² = %3 parameters; N = %4 GPUs; micro-batch of T = %5 tokens, %6 micro-batches per step; BF16 (2 bytes per value).</source>
        <translation>Modelo: L = %1 capas, tamaño oculto h = %2, P ≈ 12·L·h² = %3 parámetros; N = %4 GPU; microlote de T = %5 tokens, %6 microlotes por paso; BF16 (2 bytes por valor).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Gradients, once per step:&lt;/b&gt; one all-reduce of P × 2 bytes = %1; each GPU sends 2(N−1)/N of it = &lt;b&gt;%2 per step&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Gradientes, una vez por paso:&lt;/b&gt; un all-reduce de P × 2 bytes = %1; cada GPU envía 2(N−1)/N de esa cantidad = &lt;b&gt;%2 por paso&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Activations, every layer:&lt;/b&gt; 4 all-reduces per layer per micro-batch (2 forward, 2 backward) of T × h × 2 bytes = %1 each: %2 all-reduces per step, &lt;b&gt;%3 per GPU per step&lt;/b&gt; — medium-sized messages, very often: this needs NVLink inside one server.</source>
        <translation>&lt;b&gt;Activaciones, en cada capa:&lt;/b&gt; 4 all-reduces por capa y microlote (2 hacia delante, 2 hacia atrás) de T × h × 2 bytes = %1 cada uno: %2 all-reduces por paso, &lt;b&gt;%3 por GPU y paso&lt;/b&gt;: mensajes medianos, muy a menudo; esto necesita NVLink dentro de un servidor.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Activations between stages:&lt;/b&gt; T × h × 2 bytes = %1 forward and as much backward per micro-batch at each of the N−1 boundaries: &lt;b&gt;%2 per GPU per step&lt;/b&gt; — point to point, little enough for InfiniBand between servers.</source>
        <translation>&lt;b&gt;Activaciones entre etapas:&lt;/b&gt; T × h × 2 bytes = %1 hacia delante y otro tanto hacia atrás por microlote en cada una de las N−1 fronteras: &lt;b&gt;%2 por GPU y paso&lt;/b&gt;: punto a punto, lo bastante poco para InfiniBand entre servidores.</translation>
    </message>
</context>
<context>
    <name>gpulab::ParameterTable</name>
    <message>
        <location filename="../lessons/framework/parametertable.cpp" line="+42"/>
        <source>unknown parameter &quot;%1&quot;</source>
        <translation>parámetro desconocido &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 must be a whole number (got %2)</source>
        <translation>%1 debe ser un número entero (se recibió %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be between %2 and %3 (got %4)</source>
        <translation>%1 debe estar entre %2 y %3 (se recibió %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 must be a number between %2 and %3 (got %4)</source>
        <translation>%1 debe ser un número entre %2 y %3 (se recibió %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 must be true or false (got %2)</source>
        <translation>%1 debe ser true o false (se recibió %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must be text (got %2)</source>
        <translation>%1 debe ser texto (se recibió %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 must be one of %2 (got %3)</source>
        <translation>%1 debe ser uno de %2 (se recibió %3)</translation>
    </message>
</context>
<context>
    <name>gpulab::ParametersDialog</name>
    <message>
        <location filename="../app/parametersdialog.cpp" line="+61"/>
        <source>Simulation Parameters</source>
        <translation>Parámetros de la simulación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change the simulation&apos;s set-up. Apply restarts the current beat with these values.</source>
        <translation>Cambia la configuración de la simulación. Aplicar reinicia la fase actual con estos valores.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Not applied: %1</source>
        <translation>No aplicado: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::PeaksTable</name>
    <message>
        <location filename="../lessons/tensorcores/peakstable.cpp" line="+60"/>
        <source>Datasheet peaks, TFLOPS: dense / with 2:4 sparsity</source>
        <translation>Picos de la hoja de datos, TFLOPS: denso / con dispersión 2:4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Form factor: SXM module or PCIe card</source>
        <translation>Formato físico: módulo SXM o tarjeta PCIe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 CUDA cores</source>
        <translation>FP32 núcleos CUDA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Float32 on the CUDA cores, TFLOPS</source>
        <translation>Float32 en los núcleos CUDA, TFLOPS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tensor</source>
        <translation>%1 tensorial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the tensor cores, TFLOPS: dense / with 2:4 sparsity</source>
        <translation>%1 en los Tensor Cores, TFLOPS: denso / con dispersión 2:4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2, %3). Source: %4</source>
        <translation>%1 (%2, %3). Fuente: %4</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 tensor, TFLOPS</source>
        <translation>%1 tensorial, TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dense</source>
        <translation>denso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2:4 sparse</source>
        <translation>disperso 2:4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no sparsity</source>
        <translation>sin dispersión</translation>
    </message>
</context>
<context>
    <name>gpulab::PrecisionLab</name>
    <message>
        <location filename="../lessons/tensorcores/precisionlab.cpp" line="+156"/>
        <source>Your prediction: the format with the largest error</source>
        <translation>Tu predicción: el formato con el mayor error</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Predict first: the largest error will be in</source>
        <translation>&amp;Predice primero: el mayor error estará en</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Where the sums are accumulated</source>
        <translation>Dónde se acumulan las sumas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 and in the format</source>
        <translation>FP32 y en el formato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 only, like a tensor core</source>
        <translation>Solo FP32, como un Tensor Core</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the format only</source>
        <translation>solo en el formato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accumulate in:</source>
        <translation>&amp;Acumular en:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix sizes N</source>
        <translation>Tamaños de matriz N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = 32, 64, 128</source>
        <translation>N = 32, 64, 128</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = 64, 128, 256 (slower)</source>
        <translation>N = 64, 128, 256 (más lento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;zes:</source>
        <translation>&amp;Tamaños:</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>&amp;Run on this computer</source>
        <translation>&amp;Ejecutar en este equipo</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>MXFP8, MXFP4, NVFP4</source>
        <translation>MXFP8, MXFP4, NVFP4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also quantise A and B to block-scaled formats, in blocks along the sums (32 values per scale in MX, 16 in NVFP4), and multiply them with FP32 accumulation, as Blackwell-class tensor cores take them.</source>
        <translation>Cuantizar también A y B a formatos con escalado por bloques, en bloques a lo largo de las sumas (32 valores por escala en MX, 16 en NVFP4), y multiplicarlas con acumulación en FP32, tal como las reciben los Tensor Cores de clase Blackwell.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Also measure block-scaled inputs: MXFP8, MXFP4, NVFP4</source>
        <translation>Medir también entradas con escalado por bloques: MXFP8, MXFP4, NVFP4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Block-scaled:</source>
        <translation>&amp;Escalado por bloques:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Progress of the experiment</source>
        <translation>Progreso del experimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the experiment is doing</source>
        <translation>Qué está haciendo el experimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds two random matrices to each format (or quantises them in blocks), multiplies them and compares with float64, on this computer&apos;s CPU.</source>
        <translation>Redondea dos matrices aleatorias a cada formato (o las cuantiza por bloques), las multiplica y compara el resultado con float64, en la CPU de este equipo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Error of the product against float64</source>
        <translation>Error del producto respecto a float64</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose your prediction, then run. The answer and the reason come from the measured errors.</source>
        <translation>Elige tu predicción y ejecuta. La respuesta y el motivo salen de los errores medidos.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The experiment failed: %1</source>
        <translation>El experimento falló: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped before the end: run it again to see the answer.</source>
        <translation>Detenido antes del final: vuelve a ejecutarlo para ver la respuesta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Products finished before the cancel, kept on the chart: %1.</source>
        <translation>Cancelado. Los productos terminados antes de cancelar se quedan en el gráfico: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled before the end: run it again to see the answer.</source>
        <translation>Cancelado antes del final: vuelve a ejecutarlo para ver la respuesta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done: %1 products, each checked against float64, in %2 s of rounding and multiplying.</source>
        <translation>Hecho: %1 productos, cada uno comprobado con float64, en %2 s de redondeos y multiplicaciones.</translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>The largest error is in %1: %2 at N = %3. Its elements have a %Ln-bit mantissa, so even with a scale per block of %4 values, rounding can move each input by up to about %5 of its value.</source>
        <translation>
            <numerusform>El mayor error está en %1: %2 con N = %3. Sus elementos tienen una mantisa de %Ln bit, así que, incluso con una escala por cada bloque de %4 valores, el redondeo puede desplazar cada entrada hasta aproximadamente %5 de su valor.</numerusform>
            <numerusform>El mayor error está en %1: %2 con N = %3. Sus elementos tienen una mantisa de %Ln bits, así que, incluso con una escala por cada bloque de %4 valores, el redondeo puede desplazar cada entrada hasta aproximadamente %5 de su valor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The largest error is in %1: %2 at N = %3. It has a %Ln-bit mantissa, so rounding can move each input by up to about %4 of its value.</source>
        <translation>
            <numerusform>El mayor error está en %1: %2 con N = %3. Tiene una mantisa de %Ln bit, así que el redondeo puede desplazar cada entrada hasta aproximadamente %4 de su valor.</numerusform>
            <numerusform>El mayor error está en %1: %2 con N = %3. Tiene una mantisa de %Ln bits, así que el redondeo puede desplazar cada entrada hasta aproximadamente %4 de su valor.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>FP16 and TF32 came out the same (%1): both keep 10 mantissa bits. They differ in range, not precision, and these values (between −1 and 1) never reach FP16&apos;s limit of 65,504.</source>
        <translation>FP16 y TF32 dieron lo mismo (%1): ambos conservan 10 bits de mantisa. Se diferencian en el rango, no en la precisión, y estos valores (entre −1 y 1) nunca llegan al límite de FP16, 65.504.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BF16 keeps 7 bits: %1× the error of FP16, for FP32&apos;s range.</source>
        <translation>BF16 conserva 7 bits: %1× el error de FP16, a cambio del rango de FP32.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Summing in BF16 itself instead of FP32 made the error %1× larger: every one of the %2 partial sums is rounded again. That is why tensor cores accumulate in FP32.</source>
        <translation>Sumar en el propio BF16 en vez de en FP32 hizo el error %1× mayor: cada una de las %2 sumas parciales se vuelve a redondear. Por eso los Tensor Cores acumulan en FP32.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Both 4-bit formats kept the product usable: NVFP4 %1, MXFP4 %2. NVFP4&apos;s blocks of 16 share a finer E4M3 scale (4.5 bits per value), MXFP4&apos;s blocks of 32 a power of two (4.25 bits): the finer scale wins.</source>
        <translation>Los dos formatos de 4 bits mantuvieron utilizable el producto: NVFP4 %1, MXFP4 %2. Los bloques de 16 de NVFP4 comparten una escala E4M3 más fina (4,5 bits por valor); los bloques de 32 de MXFP4, una potencia de dos (4,25 bits): gana la escala más fina.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both 4-bit formats kept the product usable: NVFP4 %1, MXFP4 %2.</source>
        <translation>Los dos formatos de 4 bits mantuvieron utilizable el producto: NVFP4 %1, MXFP4 %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MXFP8 did worse than plain FP8 E4M3 here (%1 against %2): these values already fit FP8&apos;s range, and the MX scale, a power of two chosen from each block&apos;s largest value, clamps the top of the block at 448 × the scale. Block scales pay off when values span a wide range: see the Precision lesson&apos;s “Blocks share a scale”.</source>
        <translation>Aquí MXFP8 lo hizo peor que FP8 E4M3 simple (%1 frente a %2): estos valores ya caben en el rango de FP8, y la escala MX, una potencia de dos elegida a partir del mayor valor de cada bloque, recorta la parte alta del bloque en 448 × la escala. Las escalas por bloque compensan cuando los valores abarcan un rango amplio: consulta «Los bloques comparten una escala» en la lección Formatos de precisión.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Relative error of C = A × B against float64, by input format</source>
        <translation>Error relativo de C = A × B respecto a float64, por formato de entrada</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Input format (fewer mantissa bits to the right), then block-scaled</source>
        <translation>Formato de entrada (menos bits de mantisa hacia la derecha), después con escalado por bloques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input format (fewer mantissa bits to the right)</source>
        <translation>Formato de entrada (menos bits de mantisa hacia la derecha)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Relative error</source>
        <translation>Error relativo</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>N = %1, FP32 sum</source>
        <translation>N = %1, suma FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = %1, sum in format</source>
        <translation>N = %1, suma en el formato</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, N = %2, %3: relative error %4, largest |error| %5</source>
        <translation>%1, N = %2, %3: error relativo %4, mayor |error| %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP32 accumulation</source>
        <translation>acumulación FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accumulated in the format</source>
        <translation>acumulado en el formato</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No measurement yet.</source>
        <translation>Aún no hay mediciones.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relative errors at N = %1 with FP32 accumulation: %2.</source>
        <translation>Errores relativos con N = %1 y acumulación FP32: %2.</translation>
    </message>
</context>
<context>
    <name>gpulab::PrecisionPanel</name>
    <message>
        <location filename="../lessons/precision/precisionpanel.cpp" line="+42"/>
        <source>Bit lab</source>
        <translation>Laboratorio de bits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range and precision</source>
        <translation>Rango y precisión</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overflow: %1</source>
        <translation>Desbordamiento: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss scaling</source>
        <translation>Escalado de la pérdida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocks share a scale</source>
        <translation>Los bloques comparten una escala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One block, bit by bit</source>
        <translation>Un bloque, bit a bit</translation>
    </message>
</context>
<context>
    <name>gpulab::PrecisionRunner</name>
    <message>
        <location filename="../lessons/tensorcores/precisionrunner.cpp" line="+63"/>
        <source>An experiment is already running.</source>
        <translation>Ya hay un experimento en marcha.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose at least one size, format and accumulation.</source>
        <translation>Elige al menos un tamaño, un formato y una acumulación.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sizes must be from 1 to 4096.</source>
        <translation>Los tamaños deben estar entre 1 y 4096.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>N = %1: the float64 reference product</source>
        <translation>N = %1: el producto de referencia en float64</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N = %1: %2, accumulating in %3</source>
        <translation>N = %1: %2, acumulando en %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Add a finite number at least once.</source>
        <translation>Añade un número finito al menos una vez.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Adding…</source>
        <translation>Sumando…</translation>
    </message>
</context>
<context>
    <name>gpulab::PresenterConsole</name>
    <message>
        <location filename="../app/presenterconsole.cpp" line="+136"/>
        <source>GPU Lab — presenter console</source>
        <translation>GPU Lab — consola del presentador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time presenting</source>
        <translation>Tiempo presentando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time of day</source>
        <translation>Hora del día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time left for this lesson</source>
        <translation>Tiempo restante para esta lección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting</source>
        <translation>Presentando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left of the lesson</source>
        <translation>Resta de la lección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Countdown minutes</source>
        <translation>Minutos de la cuenta atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+113"/>
        <location line="+13"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Pause or resume the countdown</source>
        <translation>Pausar o reanudar la cuenta atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;eset</source>
        <translation>R&amp;einiciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the countdown again</source>
        <translation>Volver a empezar la cuenta atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Swap screens</source>
        <translation>&amp;Intercambiar pantallas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the lesson and this console between the screens (X)</source>
        <translation>Intercambiar la lección y esta consola entre las pantallas (X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now showing</source>
        <translation>Ahora se muestra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where in the lesson</source>
        <translation>Dónde estás en la lección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress through the lesson</source>
        <translation>Avance por la lección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instructor notes (Ctrl+plus and Ctrl+minus: text size)</source>
        <translation>Notas del instructor (Ctrl+más y Ctrl+menos: tamaño del texto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of what comes next</source>
        <translation>El comienzo de lo que viene después</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teacher tips for this lesson</source>
        <translation>Consejos para el docente de esta lección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Notes</source>
        <translation>&amp;Notas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Teacher tips</source>
        <translation>&amp;Consejos para el docente</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 over</source>
        <translation>%1 de más</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (paused)</source>
        <translation>%1 (en pausa)</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Now: %1</source>
        <translation>Ahora: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: (end of the lessons)</source>
        <translation>Siguiente: (fin de las lecciones)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next: %1</source>
        <translation>Siguiente: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(No notes for this section.)</source>
        <translation>(No hay notas para esta sección.)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This lesson has no teacher tips.</source>
        <translation>Esta lección no tiene consejos para el docente.</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+126"/>
        <source>Res&amp;ume</source>
        <translation>Rean&amp;udar</translation>
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
        <translation>Pantalla en negro; pulsa B para volver a mostrar la lección</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Presenting. PageDown or Space: forward, PageUp: back, B: blank, N: notes, O: overview, Esc: stop.</source>
        <translation>Presentando. AvPág o Espacio: adelante; RePág: atrás; B: en negro; N: notas; O: vista general; Esc: terminar.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Screen white; press W to show the lesson again</source>
        <translation>Pantalla en blanco; pulsa W para volver a mostrar la lección</translation>
    </message>
    <message>
        <location line="+291"/>
        <source>Plan step %1 of %2 — Enter: go there, Esc: cancel</source>
        <translation>Paso %1 de %2 del plan — Intro: ir allí, Esc: cancelar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Section %1 of %2 — Enter: go there, Esc: cancel</source>
        <translation>Sección %1 de %2 — Intro: ir allí, Esc: cancelar</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>There is no step %1: the class plan has %2.</source>
        <translation>No existe el paso %1: el plan de clase tiene %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no section %1: this lesson has %2.</source>
        <translation>No existe la sección %1: esta lección tiene %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Beat %1</source>
        <translation>Fase %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The class plan&apos;s steps</source>
        <translation>Los pasos del plan de clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the class plan&apos;s steps</source>
        <translation>%1: los pasos del plan de clase</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The overview shows a lesson&apos;s sections; this page has none.</source>
        <translation>La vista general muestra las secciones de una lección; esta página no tiene ninguna.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: sections and beats</source>
        <translation>%1: secciones y fases</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Swapping screens needs a second screen.</source>
        <translation>Para intercambiar pantallas hace falta una segunda pantalla.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Presenting: forward (play the beat, then the next beat or section)</source>
        <translation>Presentando: adelante (reproducir la fase y luego la fase o sección siguiente)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: back (the previous beat&apos;s set-up, else the previous section)</source>
        <translation>Presentando: atrás (la configuración de la fase anterior; si no, la sección anterior)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: the lesson&apos;s first section (the class plan&apos;s first step)</source>
        <translation>Presentando: la primera sección de la lección (el primer paso del plan de clase)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: the lesson&apos;s last section (the class plan&apos;s last step)</source>
        <translation>Presentando: la última sección de la lección (el último paso del plan de clase)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Presenting: go to a section (a class plan&apos;s step) by its number</source>
        <translation>Presentando: ir a una sección (un paso del plan de clase) por su número</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Presenting: black screen / show it again</source>
        <translation>Presentando: pantalla en negro / volver a mostrarla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: white screen / show it again</source>
        <translation>Presentando: pantalla en blanco / volver a mostrarla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: play / pause the simulation</source>
        <translation>Presentando: reproducir / pausar la simulación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: draw with a pen over the page (again: off)</source>
        <translation>Presentando: dibujar con un lápiz sobre la página (otra vez: desactivar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: highlight over the page (again: off)</source>
        <translation>Presentando: resaltar sobre la página (otra vez: desactivar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: laser pointer (again: off)</source>
        <translation>Presentando: puntero láser (otra vez: desactivar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: erase the drawing</source>
        <translation>Presentando: borrar el dibujo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: overview of the sections and beats</source>
        <translation>Presentando: vista general de las secciones y fases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: instructor notes</source>
        <translation>Presentando: notas del instructor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: show / hide the presenter console</source>
        <translation>Presentando: mostrar / ocultar la consola del presentador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: swap the lesson and console screens</source>
        <translation>Presentando: intercambiar las pantallas de la lección y de la consola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting a quiz: reveal the answer to the class</source>
        <translation>Presentando un cuestionario: revelar la respuesta a la clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presenting: these keys (as F1)</source>
        <translation>Presentando: estas teclas (como F1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presenting: close the blank, overview or number; else stop</source>
        <translation>Presentando: cerrar la pantalla en negro, la vista general o el número; si no, terminar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to %2, then %3</source>
        <translation>%1 a %2, luego %3</translation>
    </message>
</context>
<context>
    <name>gpulab::PresenterOverview</name>
    <message>
        <location filename="../app/presenteroverview.cpp" line="+57"/>
        <source>Overview of the lesson</source>
        <translation>Vista general de la lección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sections and beats: arrows move, Enter goes there, Esc closes</source>
        <translation>Secciones y fases: las flechas mueven, Intro va allí, Esc cierra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows: move · Enter: go there · Esc or O: close</source>
        <translation>Flechas: mover · Intro: ir allí · Esc u O: cerrar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Section %1: %2</source>
        <translation>Sección %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat %1: %2</source>
        <translation>Fase %1: %2</translation>
    </message>
</context>
<context>
    <name>gpulab::PriceBook</name>
    <message>
        <location filename="../lessons/cost/gpuprices.cpp" line="+174"/>
        <source>no shipped price for %1, %2, %3 to replace: the row is left out</source>
        <translation>no hay precio incluido para %1, %2, %3 que sustituir: se omite la fila</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no such price.</source>
        <translation>No existe ese precio.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;%1&quot; is not a number. Type a price such as %2.</source>
        <translation>&quot;%1&quot; no es un número. Escribe un precio como %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A price must be above 0 and at most %1; &quot;%2&quot; is not.</source>
        <translation>Un precio debe ser mayor que 0 y como máximo %1; &quot;%2&quot; no lo es.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entered by the user in GPU Lab</source>
        <translation>Introducido por el usuario en GPU Lab</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not remove %1.</source>
        <translation>No se pudo quitar %1.</translation>
    </message>
</context>
<context>
    <name>gpulab::PriceText</name>
    <message>
        <location line="-121"/>
        <source>on demand</source>
        <translation>bajo demanda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserved</source>
        <translation>reservada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purchase</source>
        <translation>compra</translation>
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
        <translation>%1/hora de GPU (%2, %3, visto %4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 a card (%2, seen %3)</source>
        <translation>%1 por tarjeta (%2, visto %3)</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizHistoryPage</name>
    <message>
        <location filename="../app/quizpage.cpp" line="+163"/>
        <source>Your quiz results</source>
        <translation>Tus resultados en los cuestionarios</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quiz</source>
        <translation>Cuestionario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reached</source>
        <translation>Recorridas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every quiz attempt, newest first</source>
        <translation>Todos los intentos de cuestionario, los más recientes primero</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Export Results as CSV…</source>
        <translation>&amp;Exportar resultados como CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One row per answer, for an instructor or a spreadsheet</source>
        <translation>Una fila por respuesta, para un instructor o una hoja de cálculo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset Quiz History…</source>
        <translation>&amp;Borrar historial de cuestionarios…</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>not finished (started %1)</source>
        <translation>sin terminar (empezado %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 of %2 answered so far (no result)</source>
        <translation>%1 de %2 respondidas hasta ahora (sin resultado)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 — %3 %</source>
        <translation>%1 de %2 — %3 %</translation>
    </message>
    <message>
        <location line="+59"/>
        <location line="+6"/>
        <source>Export Quiz Grades</source>
        <translation>Exportar calificaciones de los cuestionarios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The grades could not be written to %1:
%2</source>
        <translation>No se pudieron escribir las calificaciones en %1:
%2</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>not graded</source>
        <translation>sin calificar</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Questions answered or skipped, of the quiz&apos;s questions, and how many of them were skipped; a skipped question counts as not right</source>
        <translation>Preguntas respondidas u omitidas, del total de preguntas del cuestionario, y cuántas de ellas se omitieron; una pregunta omitida cuenta como incorrecta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export &amp;Grades as CSV…</source>
        <translation>Exportar &amp;calificaciones como CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your best score per quiz in one row, as Moodle&apos;s grade import (Grades › Import › CSV file) takes it</source>
        <translation>Tu mejor puntuación de cada cuestionario en una fila, como la acepta la importación de calificaciones de Moodle (Calificaciones › Importar › Archivo CSV)</translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>%1 of %2 (%Ln skipped)</source>
        <translation>
            <numerusform>%1 de %2 (%Ln omitida)</numerusform>
            <numerusform>%1 de %2 (%Ln omitidas)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Your quiz results — no quiz taken yet</source>
        <translation>Tus resultados en los cuestionarios — aún no has hecho ninguno</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your quiz results — %Ln attempt(s)</source>
        <translation>
            <numerusform>Tus resultados en los cuestionarios — %Ln intento</numerusform>
            <numerusform>Tus resultados en los cuestionarios — %Ln intentos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+9"/>
        <source>There is no progress database.</source>
        <translation>No hay base de datos de progreso.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <source>Export Quiz Results</source>
        <translation>Exportar resultados de los cuestionarios</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+17"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The results could not be written to %1:
%2</source>
        <translation>No se pudieron escribir los resultados en %1:
%2</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <source>Reset Quiz History</source>
        <translation>Borrar historial de cuestionarios</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Delete every quiz attempt and answer stored on this computer? Export them as CSV first if you want to keep them. Your lesson progress is not affected.</source>
        <translation>¿Borrar todos los intentos y respuestas de cuestionarios guardados en este equipo? Expórtalos antes como CSV si quieres conservarlos. Tu progreso en las lecciones no se ve afectado.</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-362"/>
        <source>&amp;Your answer:</source>
        <translation>&amp;Tu respuesta:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your answer</source>
        <translation>Tu respuesta</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizPage</name>
    <message numerus="yes">
        <location filename="../app/quizpage.cpp" line="-303"/>
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… y %Ln más</numerusform>
            <numerusform>… y %Ln más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>⚠ %Ln question(s) of this quiz could not be loaded and are left out:</source>
        <translation>
            <numerusform>⚠ %Ln pregunta de este cuestionario no se pudo cargar y se omite:</numerusform>
            <numerusform>⚠ %Ln preguntas de este cuestionario no se pudieron cargar y se omiten:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Problems in this quiz&apos;s file</source>
        <translation>Problemas en el archivo de este cuestionario</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the progress database is not available, so this attempt is kept only until GPU Lab closes</source>
        <translation>la base de datos de progreso no está disponible, así que este intento solo se conserva hasta que se cierre GPU Lab</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>⚠ Your answers are not saved yet: %1. Keep going: none is lost.</source>
        <translation>⚠ Tus respuestas aún no están guardadas: %1. Sigue adelante: no se pierde ninguna.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>⚠ Your answers are not being saved: %1</source>
        <translation>⚠ Tus respuestas no se están guardando: %1</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizSession</name>
    <message>
        <location filename="../lessons/framework/quiz/quizsession.cpp" line="+191"/>
        <source>(skipped)</source>
        <translation>(omitida)</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>(no answer)</source>
        <translation>(sin respuesta)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>True</source>
        <translation>Verdadero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False</source>
        <translation>Falso</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
</context>
<context>
    <name>gpulab::QuizView</name>
    <message>
        <location filename="../widgets/quizview.cpp" line="+60"/>
        <location line="+263"/>
        <source>Quiz</source>
        <translation>Cuestionario</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>How do you want to take it?</source>
        <translation>¿Cómo quieres hacerlo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Practice</source>
        <translation>&amp;Práctica</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After each answer: whether it is right, why, and the right answer.</source>
        <translation>Tras cada respuesta: si es correcta, por qué y la respuesta correcta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Test</source>
        <translation>Prue&amp;ba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No feedback until the end; then your score and a review of every answer that was not right.</source>
        <translation>Sin retroalimentación hasta el final; luego tu puntuación y un repaso de cada respuesta que no fue correcta.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This quiz has no questions.</source>
        <translation>Este cuestionario no tiene preguntas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+111"/>
        <source>&amp;Back to lesson</source>
        <translation>&amp;Volver a la lección</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problem with the answer</source>
        <translation>Problema con la respuesta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Feedback</source>
        <translation>Retroalimentación</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>S&amp;kip</source>
        <translation>&amp;Omitir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move on without answering; counts as not right.</source>
        <translation>Seguir sin responder; cuenta como no correcta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+255"/>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <location line="-232"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review of the answers that were not right</source>
        <translation>Repaso de las respuestas que no fueron correctas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Retake</source>
        <translation>&amp;Repetir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same questions again, in a new order.</source>
        <translation>Las mismas preguntas otra vez, en un orden nuevo.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>1 question.</source>
        <translation>1 pregunta.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln questions.</source>
        <translation>
            <numerusform>%Ln pregunta.</numerusform>
            <numerusform>%Ln preguntas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 question, not graded.</source>
        <translation>1 pregunta, sin calificar.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln questions, %1 of them graded.</source>
        <translation>
            <numerusform>%Ln pregunta, %1 de ellas calificada.</numerusform>
            <numerusform>%Ln preguntas, %1 de ellas calificadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+347"/>
        <source>You skipped %Ln questions.</source>
        <translation>
            <numerusform>Omitiste %Ln pregunta.</numerusform>
            <numerusform>Omitiste %Ln preguntas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-301"/>
        <source>Question %1 of %2</source>
        <translation>Pregunta %1 de %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>C&amp;ontinue</source>
        <translation>Contin&amp;uar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Check</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Submit</source>
        <translation>&amp;Enviar</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>See &amp;results</source>
        <translation>Ver &amp;resultados</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+239"/>
        <source>&lt;b&gt;Right answer:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Respuesta correcta:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="-232"/>
        <source>&lt;b&gt;Saved.&lt;/b&gt; Essays are not graded automatically.</source>
        <translation>&lt;b&gt;Guardado.&lt;/b&gt; Los ensayos no se califican automáticamente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Correct&lt;/b&gt;</source>
        <translation>&lt;b&gt;Correcto&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Partly correct — %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Parcialmente correcto — %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Not correct&lt;/b&gt;</source>
        <translation>&lt;b&gt;Incorrecto&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Results: %1</source>
        <translation>Resultados — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 — %3</source>
        <translation>%1 de %2 — %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing in this quiz is graded.</source>
        <translation>Nada de este cuestionario se califica.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You skipped 1 question.</source>
        <translation>Omitiste 1 pregunta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your essay answers are saved; essays are not graded automatically.</source>
        <translation>Tus respuestas de ensayo están guardadas; los ensayos no se califican automáticamente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every graded answer was right.</source>
        <translation>Todas las respuestas calificadas fueron correctas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Answers to review</source>
        <translation>Respuestas para repasar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Question %1</source>
        <translation>Pregunta %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Your answer:&lt;/b&gt; skipped</source>
        <translation>&lt;b&gt;Tu respuesta:&lt;/b&gt; omitida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>partly correct — %1</source>
        <translation>parcialmente correcta — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not correct</source>
        <translation>incorrecta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Your answer:&lt;/b&gt; %1 (%2)</source>
        <translation>&lt;b&gt;Tu respuesta:&lt;/b&gt; %1 (%2)</translation>
    </message>
</context>
<context>
    <name>gpulab::RaceLab</name>
    <message>
        <location filename="../lessons/livelab/racelab.cpp" line="+30"/>
        <source>&amp;Run the race</source>
        <translation>&amp;Ejecutar la carrera</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OpenCL device</source>
        <translation>Dispositivo OpenCL</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looking for OpenCL devices…</source>
        <translation>Buscando dispositivos OpenCL…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matrix size N</source>
        <translation>Tamaño de la matriz N</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Timed repeats</source>
        <translation>Repeticiones cronometradas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left side</source>
        <translation>Lado izquierdo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right side</source>
        <translation>Lado derecho</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Device:</source>
        <translation>&amp;Dispositivo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix &amp;size N:</source>
        <translation>&amp;Tamaño N:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;epeats:</source>
        <translation>R&amp;epeticiones:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Left:</source>
        <translation>&amp;Izquierda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Right:</source>
        <translation>De&amp;recha:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your prediction of the speedup</source>
        <translation>Tu predicción de la aceleración</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Predict first: the right side will be this many times faster:</source>
        <translation>&amp;Predice primero: el lado derecho será esta cantidad de veces más rápido:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;play</source>
        <translation>Re&amp;producir de nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the race at the measured proportions</source>
        <translation>Repetir la carrera con las proporciones medidas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Race progress</source>
        <translation>Progreso de la carrera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What is happening</source>
        <translation>Qué está pasando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measured speedup</source>
        <translation>Aceleración medida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prediction and explanation</source>
        <translation>Predicción y explicación</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No OpenCL — CPU only</source>
        <translation>Sin OpenCL — solo CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No OpenCL device: the OpenCL rungs cannot run here (%1). The CPU rungs still race.</source>
        <translation>No hay dispositivo OpenCL: los peldaños OpenCL no pueden ejecutarse aquí (%1). Los peldaños de CPU siguen compitiendo.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CPU only (no OpenCL)</source>
        <translation>Solo CPU (sin OpenCL)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Serial — 1 CPU core</source>
        <translation>Secuencial — 1 núcleo de CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel — every CPU core</source>
        <translation>Paralelo — todos los núcleos de CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel — OpenCL</source>
        <translation>Paralelo — OpenCL</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no device</source>
        <translation>sin dispositivo</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Starting…</source>
        <translation>Arrancando…</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>You predicted ×%1 faster; the measurement is %2, %3. Why: %4</source>
        <translation>Predijiste ×%1 más rápido; la medición es %2, %3. Por qué: %4</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>faster than you predicted</source>
        <translation>más rápido de lo que predijiste</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>%1, on %2</source>
        <translation>%1, en %2</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>slower than you predicted</source>
        <translation>más lento de lo que predijiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>close to your prediction</source>
        <translation>cerca de tu predicción</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Replay, measured proportions, %1× slowed down</source>
        <translation>Repetición, proporciones medidas, ralentizada %1×</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay, measured proportions, %1× sped up</source>
        <translation>Repetición, proporciones medidas, acelerada %1×</translation>
    </message>
</context>
<context>
    <name>gpulab::RacePane</name>
    <message>
        <location filename="../lessons/framework/racepane.cpp" line="+120"/>
        <source>Waiting for its turn.</source>
        <translation>Esperando su turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped before it was measured.</source>
        <translation>Detenido antes de medirse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not run yet.</source>
        <translation>Aún no se ha ejecutado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (median of %2), %3 GFLOP/s, %4</source>
        <translation>%1 (mediana de %2), %3 GFLOP/s, %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>verified ✓</source>
        <translation>verificado ✓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NOT verified ✗</source>
        <translation>NO verificado ✗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ WRONG RESULT: %1</source>
        <translation>✗ RESULTADO INCORRECTO: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot run here: %1</source>
        <translation>No se puede ejecutar aquí: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ Error: %1</source>
        <translation>✗ Error: %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for its turn…</source>
        <translation>Esperando su turno…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: not measured</source>
        <translation>Detenido: sin medir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running… %1</source>
        <translation>Ejecutando… %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % of the runs done</source>
        <translation>%1 % de las ejecuciones hechas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1  ·  %2 GFLOP/s</source>
        <translation>%1  ·  %2 GFLOP/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ verified against float64</source>
        <translation>✓ verificado con float64</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ NOT verified</source>
        <translation>✗ NO verificado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  ·  kernels compiled in %1</source>
        <translation>  ·  kernels compilados en %1</translation>
    </message>
</context>
<context>
    <name>gpulab::RaceRunner</name>
    <message>
        <location filename="../lessons/framework/racerunner.cpp" line="+60"/>
        <source>Choose two different rungs of the ladder for the two sides.</source>
        <translation>Elige dos peldaños distintos de la escalera para los dos lados.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+21"/>
        <source>A measurement is already running.</source>
        <translation>Ya hay una medición en marcha.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The roofline needs an OpenCL device: %1</source>
        <translation>El roofline necesita un dispositivo OpenCL: %1</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Measuring the memory bandwidth and peak arithmetic of %1…</source>
        <translation>Midiendo el ancho de banda de memoria y el pico aritmético de %1…</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Nothing to measure: choose at least one variant and one size.</source>
        <translation>Nada que medir: elige al menos una variante y un tamaño.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown variant “%1”.</source>
        <translation>Variante desconocida «%1».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The matrix size must be between 1 and 46340 (got %1).</source>
        <translation>El tamaño de la matriz debe estar entre 1 y 46340 (se recibió %1).</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>N = %1: computing the float64 reference that every result is checked against…</source>
        <translation>N = %1: calculando la referencia float64 con la que se comprueba cada resultado…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preparing %1…</source>
        <translation>Preparando %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Running %1 at N = %2…</source>
        <translation>Ejecutando %1 con N = %2…</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Compiling kernels for %1…</source>
        <translation>Compilando kernels para %1…</translation>
    </message>
</context>
<context>
    <name>gpulab::RangeTablePage</name>
    <message>
        <location filename="../lessons/precision/rangetablepage.cpp" line="+44"/>
        <source>Range and precision of every format, computed by the codec</source>
        <translation>Rango y precisión de todos los formatos, calculados por el códec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bits
(sign + exponent + mantissa)</source>
        <translation>Bits
(signo + exponente + mantisa)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest value</source>
        <translation>Mayor valor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Smallest normal</source>
        <translation>Menor normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest subnormal</source>
        <translation>Menor subnormal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Epsilon
(gap above 1)</source>
        <translation>Épsilon
(hueco por encima de 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decimal
digits</source>
        <translation>Dígitos
decimales</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Overflow
gives</source>
        <translation>El desbordamiento
da</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>1 + %1 + %2 = %3</source>
        <translation>1 + %1 + %2 = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (stored in %1)</source>
        <translation> (guardado en %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>infinity</source>
        <translation>infinito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NaN (no infinity)</source>
        <translation>NaN (sin infinito)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (saturates)</source>
        <translation>%1 (satura)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every number in this table is computed by GPU Lab&apos;s codec from the format&apos;s layout, not typed in. &lt;b&gt;Largest value&lt;/b&gt;: the top of the range. Below the &lt;b&gt;smallest normal&lt;/b&gt; come the subnormals, with fewer significant bits, down to the &lt;b&gt;smallest subnormal&lt;/b&gt;; anything less than half of it rounds to zero. &lt;b&gt;Epsilon&lt;/b&gt; is the gap between 1 and the next value up: a measure of precision. &lt;b&gt;Decimal digits&lt;/b&gt; = (mantissa bits + 1) × log₁₀ 2.</source>
        <translation>Cada número de esta tabla lo calcula el códec de GPU Lab a partir de la estructura del formato; no está escrito a mano. &lt;b&gt;Mayor valor&lt;/b&gt;: lo más alto del rango. Por debajo del &lt;b&gt;menor normal&lt;/b&gt; vienen los subnormales, con menos bits significativos, hasta el &lt;b&gt;menor subnormal&lt;/b&gt;; todo lo que sea menor que su mitad se redondea a cero. &lt;b&gt;Épsilon&lt;/b&gt; es el hueco entre 1 y el siguiente valor: una medida de la precisión. &lt;b&gt;Dígitos decimales&lt;/b&gt; = (bits de mantisa + 1) × log₁₀ 2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to read the table</source>
        <translation>Cómo leer la tabla</translation>
    </message>
</context>
<context>
    <name>gpulab::RealChips</name>
    <message>
        <location filename="../lessons/cpuvsgpu/realchips.cpp" line="+68"/>
        <source>estimate: %1 × %2 GHz base × %3</source>
        <translation>estimación: %1 × %2 GHz base × %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>vendor = %1 × 2 × %2 GHz boost</source>
        <translation>fabricante = %1 × 2 × %2 GHz boost</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vendor, dual issue = %1 × 4 × %2 GHz boost</source>
        <translation>fabricante, doble emisión = %1 × 4 × %2 GHz boost</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>from vendor figures</source>
        <translation>de cifras del fabricante</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not a vendor figure: GPU Lab&apos;s estimate, %1 cores × %2 GHz (the base clock, not the boost clock in the table) × %3 float32 FLOPs per clock per core from the SIMD units. At the boost clock it would be higher.</source>
        <translation>No es una cifra del fabricante: estimación de GPU Lab, %1 núcleos × %2 GHz (la frecuencia base, no la boost de la tabla) × %3 FLOPs float32 por ciclo y núcleo de las unidades SIMD. A la frecuencia boost sería mayor.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The vendor&apos;s figure: %1 float32 lanes × 2 FLOPs (one fused multiply-add) × %2 GHz boost clock.</source>
        <translation>La cifra del fabricante: %1 carriles float32 × 2 FLOPs (una multiplicación-suma fusionada) × %2 GHz de frecuencia boost.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The vendor&apos;s figure counts dual-issue float32 (two instructions per lane per clock): %1 lanes × 2 FLOPs × 2 × %2 GHz. One fused multiply-add per lane per clock gives %3 TFLOPS.</source>
        <translation>La cifra del fabricante cuenta float32 de doble emisión (dos instrucciones por carril y ciclo): %1 carriles × 2 FLOPs × 2 × %2 GHz. Una multiplicación-suma fusionada por carril y ciclo da %3 TFLOPS.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The data file has no float32 figure for this chip.</source>
        <translation>El archivo de datos no tiene cifra float32 para este chip.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the vendor&apos;s documents; the data file lacks the clock or lane count to recompute it. Its notes: %1</source>
        <translation>De los documentos del fabricante; al archivo de datos le falta la frecuencia o el número de carriles para recalcularla. Sus notas: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>About these figures</source>
        <translation>Sobre estas cifras</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>CPUs and GPUs from their datasheets</source>
        <translation>CPU y GPU según sus hojas de datos</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Peak figures from GPU Lab&apos;s data file (peaks, not measurements; float32 on the vector units, not tensor cores; SXM and PCIe cards are separate rows). They are not all alike: the GPU peaks are the vendors&apos; own (some count dual-issue float32), the CPU peaks are the file&apos;s estimates at the base clock, and the last column but one says which, with the sum. A CPU core has SIMD units of its own, so its lanes are not one per core. Hover a row for its source; — means not published.</source>
        <translation>Cifras de pico del archivo de datos de GPU Lab (picos, no mediciones; float32 en las unidades vectoriales, no en los Tensor Cores; las tarjetas SXM y PCIe son filas separadas). No todas son iguales: los picos de GPU son los del propio fabricante (algunos cuentan float32 de doble emisión), los picos de CPU son estimaciones del archivo a la frecuencia base, y la penúltima columna indica cuál es, con la cuenta. Un núcleo de CPU tiene sus propias unidades SIMD, así que sus carriles no son uno por núcleo. Pasa el ratón por una fila para ver su fuente; — significa no publicado.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Memory (GB/s)</source>
        <translation>Memoria (GB/s)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>How the peak is obtained</source>
        <translation>Cómo se obtiene el pico</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Cores or SMs</source>
        <translation>Núcleos o SM</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cores (CPU) or streaming multiprocessors (GPU)</source>
        <translation>Núcleos (CPU) o multiprocesadores de streaming (GPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 lanes</source>
        <translation>Carriles FP32</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Float32 lanes: the GPU&apos;s CUDA cores or stream processors; a CPU core has SIMD units of its own</source>
        <translation>Carriles float32: los núcleos CUDA o stream processors de la GPU; un núcleo de CPU tiene sus propias unidades SIMD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock (GHz)</source>
        <translation>Frecuencia (GHz)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base / boost clock, GHz</source>
        <translation>Frecuencia base / boost, GHz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 peak (TFLOPS)</source>
        <translation>Pico FP32 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Float32 peak on the vector units (not tensor cores), TFLOPS</source>
        <translation>Pico float32 en las unidades vectoriales (no en los Tensor Cores), TFLOPS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory bandwidth, GB/s</source>
        <translation>Ancho de banda de memoria, GB/s</translation>
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
        <translation>%1 (línea %2 del archivo de datos)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The data file has no CPU or GPU rows to show.</source>
        <translation>El archivo de datos no tiene filas de CPU ni de GPU que mostrar.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln row(s) of the data file could not be read; the first: %1</source>
        <translation>
            <numerusform>No se pudo leer %Ln fila del archivo de datos; la primera: %1</numerusform>
            <numerusform>No se pudieron leer %Ln filas del archivo de datos; la primera: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpulab::RooflineChart</name>
    <message>
        <location filename="../lessons/livelab/benchcharts.cpp" line="+294"/>
        <source>Measure the &amp;roofline</source>
        <translation>Medir la &amp;roofline</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measu&amp;re</source>
        <translation>Medi&amp;r</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kernels at &amp;N:</source>
        <translation>Kernels con &amp;N:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two limits of this device — how fast memory feeds it and how fast it computes — and where our kernels sit between them.</source>
        <translation>Los dos límites de este dispositivo (lo rápido que lo alimenta la memoria y lo rápido que calcula) y dónde quedan nuestros kernels entre ellos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Datasheet roofs</source>
        <translation>&amp;Techos de la hoja de datos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(datacenter GPUs, to compare)</source>
        <translation>(GPU de centro de datos, para comparar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From the data file assets/data/gpu-specs.csv, with its sources.</source>
        <translation>Del archivo de datos assets/data/gpu-specs.csv, con sus fuentes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Datasheet roofs of datacenter GPUs, to compare</source>
        <translation>Techos de la hoja de datos de GPU de centro de datos, para comparar</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not measure: %1</source>
        <translation>No se pudo medir: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not measure the kernels: %1</source>
        <translation>No se pudieron medir los kernels: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: memory %2 GB/s, arithmetic %3 GFLOP/s; kernels below the ridge at %4 FLOP/byte wait for memory, above it for arithmetic.</source>
        <translation>%1: memoria %2 GB/s, aritmética %3 GFLOP/s; los kernels por debajo del punto de inflexión, en %4 FLOP/byte, esperan a la memoria; por encima, a la aritmética.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Measuring the roofs…</source>
        <translation>Midiendo los techos…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The roofs&apos; runs disagreed (the slowest %1 % below the best): something else was using the machine; measure again when it is idle.</source>
        <translation>Las ejecuciones de los techos no coincidieron (la más lenta un %1 % por debajo de la mejor): otra cosa estaba usando el equipo; vuelve a medir cuando esté inactivo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 ran above the measured peak (%2 against %3 GFLOP/s): it keeps the arithmetic units busier than the small peak kernel did, or the peak run was slowed by other work.</source>
        <translation>%1 superó el pico medido (%2 frente a %3 GFLOP/s): mantiene las unidades aritméticas más ocupadas que el pequeño kernel de pico, o la ejecución del pico se vio frenada por otro trabajo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ran above the memory roof: part of its data came from cache, which its design intensity (%2 FLOP/byte, counting every load from memory) leaves out.</source>
        <translation>%1 superó el techo de memoria: parte de sus datos vino de la caché, algo que su intensidad de diseño (%2 FLOP/byte, contando cada lectura de memoria) no tiene en cuenta.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Roofline of %1 (measured)</source>
        <translation>Roofline de %1 (medida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this device, measured</source>
        <translation>este dispositivo, medido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At %1 FLOP/byte at most %2 GFLOP/s
(memory %3 GB/s, peak %4 GFLOP/s)</source>
        <translation>Con %1 FLOP/byte, como máximo %2 GFLOP/s
(memoria %3 GB/s, pico %4 GFLOP/s)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1
%2 FLOP/byte, %3 GFLOP/s = %4 % of what the roof allows there</source>
        <translation>%1
%2 FLOP/byte, %3 GFLOP/s = %4 % de lo que allí permite el techo</translation>
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
        <translation>GPU cuya roofline se dibuja</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which peak is the roof</source>
        <translation>Qué pico es el techo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 on the CUDA cores</source>
        <translation>FP32 en los núcleos CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 on the tensor cores (dense)</source>
        <translation>FP16 en los Tensor Cores (denso)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pea&amp;k:</source>
        <translation>Pi&amp;co:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worked examples: set the intensity</source>
        <translation>Ejemplos resueltos: fijan la intensidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(choose a kernel)</source>
        <translation>(elige un kernel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vector add, float32: 1 FLOP per 12 bytes</source>
        <translation>Suma de vectores, float32: 1 FLOP por 12 bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naive matrix product, float32: 2 FLOPs per 8 bytes</source>
        <translation>Producto de matrices ingenuo, float32: 2 FLOPs por 8 bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled, T = 16, float32: 32 FLOPs per 8 bytes</source>
        <translation>Por teselas, T = 16, float32: 32 FLOPs por 8 bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled, T = 64, float32: 128 FLOPs per 8 bytes</source>
        <translation>Por teselas, T = 64, float32: 128 FLOPs por 8 bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix product N = 4096, FP16, each matrix read once: N/3</source>
        <translation>Producto de matrices N = 4096, FP16, cada matriz leída una vez: N/3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xample:</source>
        <translation>E&amp;jemplo:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Arithmetic intensity (FLOP per byte)</source>
        <translation>Intensidad aritmética (FLOP por byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Intensity:</source>
        <translation>&amp;Intensidad:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Where the kernel is on the roofline</source>
        <translation>Dónde está el kernel en el roofline</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>This machine&apos;s measured roofs</source>
        <translation>Los techos medidos de este equipo</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Measure this machine&apos;s roofs</source>
        <translation>&amp;Medir los techos de este equipo</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>LLM decode, batch 1, FP16 weights: 2 FLOPs per 2 bytes</source>
        <translation>Decodificación de LLM, lote 1, pesos FP16: 2 FLOPs por 2 bytes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measuring the roofs</source>
        <translation>Midiendo los techos</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cancelled. </source>
        <translation>Cancelado. </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not measure: %1</source>
        <translation>No se pudo medir: %1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Measuring the copy bandwidth and the FMA peak of the OpenCL device (in the measurement engine)…</source>
        <translation>Midiendo el ancho de banda de copia y el pico FMA del dispositivo OpenCL (en el motor de medición)…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This machine: not measured yet on the chosen OpenCL device (the Live Lab&apos;s roofline or the button here measures it).</source>
        <translation>Este equipo: aún sin medir en el dispositivo OpenCL elegido (lo mide el roofline del Laboratorio en vivo o el botón de aquí).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This machine (%1, measured %2): %3 GB/s, %4 float32 — the dashed line.</source>
        <translation>Este equipo (%1, medido %2): %3 GB/s, %4 float32: la línea discontinua.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 FLOP/byte</source>
        <translation>%1 FLOP/byte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;%1&lt;/b&gt; At %2 FLOP/byte the %3 can do at most %4 = %5 % of its %6 peak. The ridge is at %7 FLOP/byte (%6 ÷ %8 GB/s): %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Con %2 FLOP/byte, la %3 puede hacer como máximo %4 = %5 % de su pico de %6. El punto de inflexión está en %7 FLOP/byte (%6 ÷ %8 GB/s): %9</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory-bound.</source>
        <translation>Limitado por la memoria.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compute-bound.</source>
        <translation>Limitado por el cómputo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>below it, the arithmetic units wait for HBM; only more reuse (a higher intensity) helps.</source>
        <translation>por debajo, las unidades aritméticas esperan a la HBM; solo ayuda reutilizar más (una intensidad mayor).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>above it, memory keeps up and the arithmetic units are the limit.</source>
        <translation>por encima, la memoria da abasto y el límite son las unidades aritméticas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The data file has no bandwidth or peak for this GPU.</source>
        <translation>El archivo de datos no tiene ancho de banda o pico para esta GPU.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Arithmetic intensity (FLOP per byte of memory traffic, log scale)</source>
        <translation>Intensidad aritmética (FLOP por byte de tráfico de memoria, escala log.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GFLOP/s (log scale)</source>
        <translation>GFLOP/s (escala log.)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1
at %2 FLOP/byte: at most %3</source>
        <translation>%1
con %2 FLOP/byte: como máximo %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (datasheet: %2 GB/s, %3)</source>
        <translation>%1 (hoja de datos: %2 GB/s, %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your kernel: %1 FLOP/byte → %2</source>
        <translation>tu kernel: %1 FLOP/byte → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your kernel</source>
        <translation>tu kernel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>this machine, measured (%1)</source>
        <translation>este equipo, medido (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this machine, measured</source>
        <translation>este equipo, medido</translation>
    </message>
</context>
<context>
    <name>gpulab::RooflinePlot</name>
    <message>
        <location filename="../widgets/rooflineplot.cpp" line="+27"/>
        <source>Arithmetic intensity (FLOP per byte of memory traffic)</source>
        <translation>Intensidad aritmética (FLOP por byte de tráfico de memoria)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 (datasheet)</source>
        <translation>%1 (hoja de datos)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 GB/s, %3 TFLOP/s float32
Source: %4</source>
        <translation>%1: %2 GB/s, %3 TFLOP/s en float32
Fuente: %4</translation>
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
        <translation>&amp;Aceleración respecto al secuencial</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Measure &amp;scaling</source>
        <translation>Medir el e&amp;scalado</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>From N = 64 &amp;up to:</source>
        <translation>Desde N = 64 &amp;hasta:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;peedup</source>
        <translation>&amp;Aceleración</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How each rung&apos;s speed grows with the size of the problem.</source>
        <translation>Cómo crece la velocidad de cada peldaño con el tamaño del problema.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling with N</source>
        <translation>Escalado con N</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+101"/>
        <source>Could not measure: %1</source>
        <translation>No se pudo medir: %1</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Done. %1</source>
        <translation>Hecho. %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>A measurement is already running.</source>
        <translation>Ya hay una medición en marcha.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Serial-naive stops at N = %1: above that it would take minutes. Its speedups are measured against it up to there.</source>
        <translation>Serial-naive se detiene en N = %1: por encima tardaría minutos. Las aceleraciones se miden respecto a él hasta ahí.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose at least one rung.</source>
        <translation>Elige al menos un peldaño.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Measuring…</source>
        <translation>Midiendo…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Matrix size N</source>
        <translation>Tamaño de la matriz N</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Speedup over serial-naive (×)</source>
        <translation>Aceleración respecto a serial-naive (×)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GFLOP/s (billions of operations per second)</source>
        <translation>GFLOP/s (miles de millones de operaciones por segundo)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1
N = %2: ×%3 serial</source>
        <translation>%1
N = %2: ×%3 secuencial</translation>
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
        <translation>1 intento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 attempts</source>
        <translation>%1 intentos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, last %2, best %3</source>
        <translation>%1, último %2, mejor %3</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+10"/>
        <source>Quiz scores over time</source>
        <translation>Puntuaciones de los cuestionarios a lo largo del tiempo</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>No quiz attempts yet. Your scores appear here once you finish a quiz.</source>
        <translation>Aún no hay intentos. Tus puntuaciones aparecen aquí cuando termines un cuestionario.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Quiz scores in words</source>
        <translation>Puntuaciones de los cuestionarios en palabras</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 in all. %2.</source>
        <translation>%1 en total. %2.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Date of the attempt</source>
        <translation>Fecha del intento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score (%)</source>
        <translation>Puntuación (%)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: %2 on %3</source>
        <translation>%1: %2 el %3</translation>
    </message>
</context>
<context>
    <name>gpulab::SectionView</name>
    <message>
        <location filename="../lessons/framework/sectionview.cpp" line="+167"/>
        <source>Lesson text</source>
        <translation>Texto de la lección</translation>
    </message>
    <message>
        <location filename="../lessons/framework/lessoncontent.cpp" line="+626"/>
        <source>This section is too long: %1 table rows are shown of %2; the rest of the section is left out.</source>
        <translation>Esta sección es demasiado larga: se muestran %1 filas de tabla de %2; el resto de la sección se omite.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This section is too long: %1 characters are shown of %2; the rest is left out.</source>
        <translation>Esta sección es demasiado larga: se muestran %1 caracteres de %2; el resto se omite.</translation>
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
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1; %2</source>
        <extracomment>Two parts of one sentence, each of which may hold commas (&quot;FP16 rounds; FP8 overflows&quot;); a longer list repeats it. Chinese: a full-width semicolon, no space (&quot;%1；%2&quot;); Arabic: &quot;%1؛ %2&quot;.</extracomment>
        <translation>%1; %2</translation>
    </message>
</context>
<context>
    <name>gpulab::ServingModel</name>
    <message>
        <location filename="../lessons/inference/servingmodel.cpp" line="+121"/>
        <source>A queue builds</source>
        <translation>Se forma una cola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batching</source>
        <translation>Procesamiento por lotes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Many users: the KV cache fills memory</source>
        <translation>Muchos usuarios: la caché KV llena la memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 weights</source>
        <translation>Pesos FP4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long prompts: prefill is compute-bound</source>
        <translation>Prompts largos: el prefill está limitado por el cómputo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 70B model in FP16</source>
        <translation>Un modelo de 70B en FP16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One request at a time</source>
        <translation>Una petición cada vez</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 handles at most %2 tokens; the prompt (%3) and the answer (%4) together are longer</source>
        <translation>%1 admite como máximo %2 tokens; el prompt (%3) y la respuesta (%4) juntos son más largos</translation>
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
        <translation>%1 — %2 sirviendo %3, pesos en %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The weights (%1) do not fit in the %2 of memory: this GPU cannot serve the model alone. Fewer bytes per weight (INT8, FP4) or several GPUs would.</source>
        <translation>Los pesos (%1) no caben en los %2 de memoria: esta GPU no puede servir el modelo sola. Sí podrían menos bytes por peso (INT8, FP4) o varias GPU.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for the first request.</source>
        <translation>Esperando la primera petición.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each step will read every weight once: at least %1 at %2 GB/s.</source>
        <translation>Cada paso leerá todos los pesos una vez: como mínimo %1 a %2 GB/s.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>compute-bound: %1 TFLOP at the %2 TFLOP/s dense peak (prompts being read)</source>
        <translation>limitado por el cómputo: %1 TFLOP al pico denso de %2 TFLOP/s (leyendo prompts)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory-bound: %1 of weights + %2 of KV cache at %3 GB/s</source>
        <translation>limitado por la memoria: %1 de pesos + %2 de caché KV a %3 GB/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This step: %1, %2.</source>
        <translation>Este paso: %1, %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput %1 tokens/s for everyone · one user waits %2 between tokens · first token after %3 (bounds: no kernel is this fast)</source>
        <translation>Rendimiento %1 tokens/s para todos · un usuario espera %2 entre tokens · primer token tras %3 (cotas: ningún kernel es así de rápido)</translation>
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
        <translation>Servidas %1 peticiones, %2 tokens, en %3 de tiempo del servidor.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Waiting: %1</source>
        <translation>Esperando: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Batch: %1 running (at most %2: %3)</source>
        <translation>Lote: %1 en curso (como máximo %2: %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>what the memory holds</source>
        <translation>lo que cabe en la memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the batch limit</source>
        <translation>el límite del lote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch: %1 of %2</source>
        <translation>Lote: %1 de %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>filled = answer so far; hatched = reading its prompt</source>
        <translation>relleno = respuesta hasta ahora; rayado = leyendo su prompt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory %1</source>
        <translation>Memoria %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>weights (bottom): %1</source>
        <translation>pesos (abajo): %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache (above): %1</source>
        <translation>caché KV (arriba): %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 needs %2 for its weights, more than the %3 of %4: it does not fit.</source>
        <translation>%1 necesita %2 para sus pesos, más que los %3 de la %4: no cabe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 serves %2: %3 requests waiting, %4 in the batch; the last step took %5 and was %6; %7 tokens per second in all (a bound, not a benchmark).</source>
        <translation>%1 sirve %2: %3 peticiones esperando, %4 en el lote; el último paso tardó %5 y estuvo %6; %7 tokens por segundo en total (una cota, no un benchmark).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>compute-bound</source>
        <translation>limitado por el cómputo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory-bound</source>
        <translation>limitado por la memoria</translation>
    </message>
</context>
<context>
    <name>gpulab::ShardingView</name>
    <message>
        <location filename="../lessons/willitfit/shardingview.cpp" line="+28"/>
        <source>Data parallel</source>
        <translation>Paralelismo de datos</translation>
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
        <translation>Paralelismo de tensores</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Memory per GPU under each way of sharing the work</source>
        <translation>Memoria por GPU con cada forma de repartir el trabajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sharing</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master +
optimizer</source>
        <translation>Maestra +
optimizador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FP32 master copy and optimizer states</source>
        <translation>Copia maestra FP32 y estados del optimizador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations
/ KV cache</source>
        <translation>Activaciones
/ caché KV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Training: activations. Serving: the KV cache</source>
        <translation>Entrenamiento: activaciones. Servicio: la caché KV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overhead</source>
        <translation>Sobrecarga</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The assumed framework overhead</source>
        <translation>La sobrecarga supuesta del framework</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU</source>
        <translation>Por GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total per GPU</source>
        <translation>Total por GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fits?</source>
        <translation>¿Cabe?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whether it fits the chosen GPU&apos;s memory</source>
        <translation>Si cabe en la memoria de la GPU elegida</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The fewest GPUs of each kind that hold the job</source>
        <translation>El menor número de GPU de cada tipo que puede con la tarea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As the vendor states it</source>
        <translation>Según el fabricante</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest such GPUs that hold the job with %1</source>
        <translation>El menor número de estas GPU que puede con la tarea con %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From assets/data/gpu-specs.csv (single GPUs and accelerators). “1”: one GPU holds it; data parallelism copies everything, so it is 1 or “never”; ZeRO does not split the activations, so where they alone overflow a GPU no number of GPUs helps (“&gt; 4,096”). Tensor parallelism is counted up to %1 GPUs, but past one server&apos;s 8 it runs over slower links. Sharding costs traffic: see the NVLink lesson.</source>
        <translation>De assets/data/gpu-specs.csv (GPU y aceleradores individuales). «1»: una GPU basta; el paralelismo de datos lo copia todo, así que es 1 o «nunca»; ZeRO no reparte las activaciones, así que donde ellas solas desbordan una GPU no sirve ningún número de GPU («&gt; 4096»). El paralelismo de tensores se cuenta hasta %1 GPU, pero pasadas las 8 de un servidor usa enlaces más lentos. Repartir cuesta tráfico: mira la lección de NVLink.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 on %2 GPUs: memory per GPU</source>
        <translation>%1 en %2 GPU: memoria por GPU</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which GPUs hold it, and how many of them</source>
        <translation>Qué GPU pueden con ella y cuántas hacen falta</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>never</source>
        <translation>nunca</translation>
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
        <translation>Escribe tu respuesta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your answer</source>
        <translation>tu respuesta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type an answer first, or skip the question.</source>
        <translation>Escribe primero una respuesta u omite la pregunta.</translation>
    </message>
</context>
<context>
    <name>gpulab::SimulationPreset</name>
    <message>
        <location filename="../widgets/simulationpreset.cpp" line="+42"/>
        <source>The preset has no &quot;%1&quot; field.</source>
        <translation>El preajuste no tiene el campo &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; must be a whole number.</source>
        <translation>&quot;%1&quot; debe ser un número entero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; must be between %2 and %3.</source>
        <translation>&quot;%1&quot; debe estar entre %2 y %3.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>The preset is not valid JSON (%1).</source>
        <translation>El preajuste no es JSON válido (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset must be a JSON object.</source>
        <translation>El preajuste debe ser un objeto JSON.</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>This is not a GPU Lab simulation preset (&quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>No es un preajuste de simulación de GPU Lab (&quot;format&quot; no es &quot;%1&quot;).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The preset has version %1; this GPU Lab reads version %2. It was made by a newer GPU Lab.</source>
        <translation>El preajuste tiene la versión %1; este GPU Lab lee la versión %2. Lo creó un GPU Lab más reciente.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;simulation&quot; must be the non-empty id of a simulation.</source>
        <translation>&quot;simulation&quot; debe ser el id no vacío de una simulación.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;seed&quot; must be a string holding a whole number from 0 to %1.</source>
        <translation>&quot;seed&quot; debe ser una cadena con un número entero de 0 a %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;parameters&quot; must be a JSON object.</source>
        <translation>&quot;parameters&quot; debe ser un objeto JSON.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The preset has no &quot;speed&quot; field.</source>
        <translation>El preajuste no tiene el campo &quot;speed&quot;.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;speed&quot; must be a number from %1 to %2.</source>
        <translation>&quot;speed&quot; debe ser un número de %1 a %2.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a preset</source>
        <translation>un preajuste</translation>
    </message>
</context>
<context>
    <name>gpulab::SimulationView</name>
    <message>
        <location filename="../widgets/simulationview.cpp" line="+162"/>
        <source>Simulation</source>
        <translation>Simulación</translation>
    </message>
    <message>
        <location line="+226"/>
        <source>This preset is for the simulation &quot;%1&quot;, not &quot;%2&quot;.</source>
        <translation>Este preajuste es para la simulación «%1», no «%2».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset&apos;s beat %1 does not exist; this simulation has beats 0 to %2.</source>
        <translation>La fase %1 del preajuste no existe; esta simulación tiene las fases 0 a %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset&apos;s step count %1 is out of range.</source>
        <translation>El número de pasos %1 del preajuste está fuera de rango.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset&apos;s speed %1 is out of range.</source>
        <translation>La velocidad %1 del preajuste está fuera de rango.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The preset&apos;s parameters do not fit this simulation: %1</source>
        <translation>Los parámetros del preajuste no encajan con esta simulación: %1</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Keys: %1.</source>
        <translation>Teclas: %1.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>play / pause</source>
        <translation>reproducir / pausar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one step</source>
        <translation>un paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slower</source>
        <translation>más lento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>faster</source>
        <translation>más rápido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reset to the start of this beat</source>
        <translation>reiniciar al comienzo de esta fase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next beat</source>
        <translation>fase siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>previous beat</source>
        <translation>fase anterior</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Simulation (when it has focus): %1</source>
        <translation>Simulación (cuando tiene el foco): %1</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Playing.</source>
        <translation>Reproduciendo.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paused.</source>
        <translation>En pausa.</translation>
    </message>
</context>
<context>
    <name>gpulab::SparsityEditor</name>
    <message>
        <location filename="../lessons/tensorcores/sparsityeditor.cpp" line="+35"/>
        <source>2:4 weight block: arrow keys move, Space prunes or restores a weight</source>
        <translation>Bloque de pesos 2:4: las flechas mueven, Espacio poda o restaura un peso</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1, kept</source>
        <translation>%1, conservado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pruned to 0 (was %1)</source>
        <translation>podado a 0 (era %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row %1, weight %2 (group %3, position %4): %5.</source>
        <translation>Fila %1, peso %2 (grupo %3, posición %4): %5.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Valid 2:4 pattern: every group keeps at most 2 weights. The hardware stores %1 of the %2 values and skips %3 multiplies of every %2.</source>
        <translation>Patrón 2:4 válido: cada grupo conserva como máximo 2 pesos. El hardware guarda %1 de los %2 valores y se salta %3 multiplicaciones de cada %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>row %1 group %2 keeps %3</source>
        <translation>la fila %1 grupo %2 conserva %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not 2:4 yet: %1 (at most 2 allowed).</source>
        <translation>Aún no es 2:4: %1 (se permiten 2 como máximo).</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+11"/>
        <location line="+36"/>
        <location line="+52"/>
        <source>Row %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>✓ keeps %1, %2</source>
        <translation>✓ conserva %1, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ %1 kept: at most 2</source>
        <translation>✗ %1 conservados: 2 como máximo</translation>
    </message>
</context>
<context>
    <name>gpulab::StagnationLab</name>
    <message>
        <location filename="../lessons/tensorcores/stagnationlab.cpp" line="+50"/>
        <source>Format of the running sum</source>
        <translation>Formato de la suma acumulada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sum &amp;in:</source>
        <translation>Sumar &amp;en:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number added each time</source>
        <translation>El número que se suma cada vez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A&amp;dd:</source>
        <translation>Su&amp;mar:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many times</source>
        <translation>Cuántas veces</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 times</source>
        <translation>%1 veces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How often:</source>
        <translation>&amp;Cuántas veces:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your prediction: where the sum gets stuck</source>
        <translation>Tu predicción: dónde se atasca la suma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it never gets stuck</source>
        <translation>nunca se atasca</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Predict first: the sum gets stuck at</source>
        <translation>&amp;Predice primero: la suma se atasca en</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Run the sum</source>
        <translation>E&amp;jecutar la suma</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Progress of the sum</source>
        <translation>Progreso de la suma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds the same number again and again, rounding the sum after every add, as a low-precision accumulator would.</source>
        <translation>Suma el mismo número una y otra vez, redondeando la suma tras cada adición, como haría un acumulador de baja precisión.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>What the sum is doing</source>
        <translation>Qué está haciendo la suma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A running sum in a low-precision format</source>
        <translation>Una suma acumulada en un formato de baja precisión</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your prediction and the explanation</source>
        <translation>Tu predicción y la explicación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adding 1 a thousand times should give 1,000. Predict where a BF16 sum gets stuck, then run.</source>
        <translation>Sumar 1 mil veces debería dar 1000. Predice dónde se atasca una suma en BF16 y ejecuta.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Adding %1 to a %2 sum %3 times…</source>
        <translation>Sumando %1 a una suma %2 %3 veces…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The sum failed: %1</source>
        <translation>La suma falló: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped before the end: run it again to see the answer.</source>
        <translation>Detenido antes del final: vuelve a ejecutarlo para ver la respuesta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled before the end: run it again to see the answer.</source>
        <translation>Cancelado antes del final: vuelve a ejecutarlo para ver la respuesta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done: %1 adds, the sum rounded to %2 after each one.</source>
        <translation>Hecho: %1 adiciones, la suma redondeada a %2 tras cada una.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 cannot hold %2 exactly; it stores %3.</source>
        <translation>%1 no puede contener %2 exactamente; guarda %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 sum got stuck at %2 after %3 adds.</source>
        <translation>La suma en %1 se atascó en %2 tras %3 adiciones.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There, neighbouring %1 values are %2 apart (%3, then %4): %3 + %5 lies exactly halfway, and rounding to the nearest even value gives %3 back.</source>
        <translation>Ahí, los valores vecinos de %1 están separados %2 (%3 y luego %4): %3 + %5 cae justo a mitad de camino, y el redondeo al par más cercano devuelve %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There, neighbouring %1 values are %2 apart (%3, then %4): %3 + %5 is nearer to %3, so rounding gives %3 back.</source>
        <translation>Ahí, los valores vecinos de %1 están separados %2 (%3 y luego %4): %3 + %5 está más cerca de %3, así que el redondeo devuelve %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every later add is lost.</source>
        <translation>Todas las adiciones posteriores se pierden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 sum never got stuck: it reached %2.</source>
        <translation>La suma en %1 nunca se atascó: llegó a %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In FP32 (what tensor cores accumulate in) the sum reached %1; Kahan&apos;s compensated sum, still in %2, reached %3; exact: %4.</source>
        <translation>En FP32 (donde acumulan los Tensor Cores) la suma llegó a %1; la suma compensada de Kahan, aún en %2, llegó a %3; exacto: %4.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Adding %1 again and again: the running sum</source>
        <translation>Sumando %1 una y otra vez: la suma acumulada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The running sum (run the experiment)</source>
        <translation>La suma acumulada (ejecuta el experimento)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Adds done</source>
        <translation>Adiciones hechas</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Running sum</source>
        <translation>Suma acumulada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sum yet.</source>
        <translation>Aún no hay suma.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: %2 after %3 adds</source>
        <translation>%1: %2 tras %3 adiciones</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sum in FP32</source>
        <translation>suma en FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kahan sum in %1</source>
        <translation>suma de Kahan en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sum in %1</source>
        <translation>suma en %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>stuck at %1 after %2 adds</source>
        <translation>atascada en %1 tras %2 adiciones</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The %1 sum stops at %2 after %3 adds; FP32 reaches %4, exact %5.</source>
        <translation>La suma en %1 se detiene en %2 tras %3 adiciones; FP32 llega a %4, exacto %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 sum reaches %2; FP32 %3, exact %4.</source>
        <translation>La suma en %1 llega a %2; FP32 %3, exacto %4.</translation>
    </message>
</context>
<context>
    <name>gpulab::SystolicModel</name>
    <message>
        <location filename="../lessons/accelerators/systolicmodel.cpp" line="+131"/>
        <source>One row through a 4×4 array</source>
        <translation>Una fila a través de una matriz de 4×4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stream of rows fills the pipeline</source>
        <translation>Un flujo de filas llena la canalización</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The full 8×8 array</source>
        <translation>La matriz completa de 8×8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output-stationary: the sums stay put</source>
        <translation>Salidas estacionarias: las sumas se quedan quietas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Many rows keep the array busy</source>
        <translation>Muchas filas mantienen ocupada la matriz</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Weight-stationary (weights stay in the PEs)</source>
        <translation>Pesos estacionarios (los pesos se quedan en los PE)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output-stationary (sums stay in the PEs)</source>
        <translation>Salidas estacionarias (las sumas se quedan en los PE)</translation>
    </message>
</context>
<context>
    <name>gpulab::SystolicScene</name>
    <message>
        <location filename="../lessons/accelerators/systolicscene.cpp" line="+54"/>
        <source>Your set-up</source>
        <translation>Tu configuración</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2×%2, A %3×%2</source>
        <translation>%1 — %2×%2, A %3×%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — %2×%2 array, %3, A is %4×%2</source>
        <translation>%1 — matriz de %2×%2, %3, A es %4×%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+226"/>
        <source>weight-stationary</source>
        <translation>pesos estacionarios</translation>
    </message>
    <message>
        <location line="-226"/>
        <location line="+226"/>
        <source>output-stationary</source>
        <translation>salidas estacionarias</translation>
    </message>
    <message>
        <location line="-213"/>
        <source>✗ %1 results differ from the plain product</source>
        <translation>✗ %1 resultados difieren del producto simple</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ Verified: all %1 results equal A·W (%2 cycles)</source>
        <translation>✓ Verificado: los %1 resultados son iguales a A·W (%2 ciclos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cycle %1 of %2 · %3 of %4 results out, each checked</source>
        <translation>Ciclo %1 de %2 · %3 de %4 resultados fuera, cada uno comprobado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cycles = M + 2N − 2 = %2 + %3 − 2</source>
        <translation>%1 ciclos = M + 2N − 2 = %2 + %3 − 2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass %1 of %2 (%3 rows)</source>
        <translation>Pase %1 de %2 (%3 filas)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 multiply-adds · %2 % busy · read in at the edges: %3 inputs, %4 weights · %5 passes between PEs</source>
        <translation>%1 multiplicaciones-suma · %2 % ocupada · leídos en los bordes: %3 entradas, %4 pesos · %5 pases entre PE</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shifting the weights in takes %1 more cycles, hidden by loading the next tile while this one works</source>
        <translation>Cargar los pesos lleva %1 ciclos más, ocultos cargando la siguiente tesela mientras esta trabaja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pass streams for %1 + r + %1 − 2 cycles, then drains r rows of sums</source>
        <translation>Un pase fluye durante %1 + r + %1 − 2 ciclos y luego vacía r filas de sumas</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Weights stay in the PEs; inputs enter left, skewed a cycle per row; sums flow down</source>
        <translation>Los pesos se quedan en los PE; las entradas entran por la izquierda, desfasadas un ciclo por fila; las sumas bajan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sums stay in the PEs; inputs enter left, weights from the top, both skewed</source>
        <translation>Las sumas se quedan en los PE; las entradas entran por la izquierda y los pesos por arriba, ambos desfasados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights stay; inputs move right, sums down</source>
        <translation>Pesos quietos; entradas a la derecha, sumas hacia abajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sums stay; inputs right, weights down</source>
        <translation>Sumas quietas; entradas a la derecha, pesos hacia abajo</translation>
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
        <translation>C = A·W (%1×%2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>A %1×%1 %2 systolic array multiplies a %3×%1 input by %1×%1 weights: cycle %4 of %5, %6 of %7 results out%8.</source>
        <translation>Una matriz sistólica de %1×%1 (%2) multiplica una entrada de %3×%1 por pesos de %1×%1: ciclo %4 de %5, %6 de %7 resultados fuera%8.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, verified against the plain product</source>
        <translation>, verificado con el producto simple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 wrong</source>
        <translation>, %1 incorrectos</translation>
    </message>
</context>
<context>
    <name>gpulab::TeacherTipsWindow</name>
    <message>
        <location filename="../widgets/teachertipswindow.cpp" line="+153"/>
        <source>Teacher tips</source>
        <translation>Consejos para el docente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF…</source>
        <translation>Exportar &amp;PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the teacher tips as PDF</source>
        <translation>Exportar los consejos para el docente como PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;HTML…</source>
        <translation>Exportar &amp;HTML…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the teacher tips as HTML</source>
        <translation>Exportar los consejos para el docente como HTML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the teacher tips</source>
        <translation>Cerrar los consejos para el docente</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Teacher Tips — %1</source>
        <translation>Consejos para el docente — %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+18"/>
        <source>Teacher tips for %1</source>
        <translation>Consejos para el docente de %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The teacher tips cannot be shown whole: %1</source>
        <translation>Los consejos para el docente no se pueden mostrar completos: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export Teacher Tips as PDF</source>
        <translation>Exportar consejos para el docente como PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Teacher Tips as HTML</source>
        <translation>Exportar consejos para el docente como HTML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Web pages (*.html *.htm)</source>
        <translation>Páginas web (*.html *.htm)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export Teacher Tips</source>
        <translation>Exportar consejos para el docente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The teacher tips could not be written to %1: %2</source>
        <translation>No se pudieron escribir los consejos para el docente en %1: %2</translation>
    </message>
</context>
<context>
    <name>gpulab::TelemetryLab</name>
    <message>
        <location filename="../lessons/telemetry/telemetrylab.cpp" line="+39"/>
        <source>file missing (%1)</source>
        <translation>falta el archivo (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+60"/>
        <source>permission denied (%1)</source>
        <translation>permiso denegado (%1)</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>malformed content %1</source>
        <translation>contenido mal formado %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs a second sample (the first one starts the interval)</source>
        <translation>necesita una segunda muestra (la primera inicia el intervalo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no CPU frequency reading (no cpufreq files in %1, no &quot;cpu MHz&quot; in /proc/cpuinfo; a virtual machine often has neither)</source>
        <translation>sin lectura de la frecuencia de la CPU (no hay archivos cpufreq en %1 ni &quot;cpu MHz&quot; en /proc/cpuinfo; una máquina virtual a menudo no tiene ninguno de los dos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no CPU temperature sensor in %1 (no coretemp, k10temp or zenpower sensor, no thermal zone; a virtual machine usually has none)</source>
        <translation>no hay sensor de temperatura de la CPU en %1 (ningún sensor coretemp, k10temp ni zenpower, ninguna zona térmica; una máquina virtual no suele tener ninguno)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no RAPL energy counter in %1 (the intel_rapl driver is not loaded, or this is a virtual machine)</source>
        <translation>no hay contador de energía RAPL en %1 (el controlador intel_rapl no está cargado, o esto es una máquina virtual)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>permission denied reading %1: since Linux 5.10 (November 2020, the PLATYPUS power side channel) it is readable by root only</source>
        <translation>permiso denegado al leer %1: desde Linux 5.10 (noviembre de 2020, el canal lateral de consumo PLATYPUS) solo root puede leerlo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is missing: no GPU driver exposes a card</source>
        <translation>falta %1: ningún controlador de GPU expone una tarjeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no GPU card in %1</source>
        <translation>no hay ninguna tarjeta GPU en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML not tried</source>
        <translation>NVML no probado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML not found (no NVIDIA driver)</source>
        <translation>NVML no encontrado (no hay controlador de NVIDIA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>implausible value %1</source>
        <translation>valor inverosímil %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the counters in %1 went back (a CPU was taken offline?)</source>
        <translation>los contadores de %1 retrocedieron (¿se desconectó una CPU?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no time passed between the samples (the counters in %1 did not change)</source>
        <translation>no pasó tiempo entre las muestras (los contadores de %1 no cambiaron)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the energy counter %1 went back</source>
        <translation>el contador de energía %1 retrocedió</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hwmon folder for this card (%1)</source>
        <translation>no hay carpeta hwmon para esta tarjeta (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 driver does not report this in sysfs</source>
        <extracomment>%1 is the driver&apos;s name as Linux spells it (&quot;amdgpu&quot;, &quot;i915/xe&quot;).</extracomment>
        <translation>el controlador %1 no informa de esto en sysfs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the NVIDIA driver does not report this in sysfs: it needs NVML (see the NVML row)</source>
        <translation>el controlador de NVIDIA no informa de esto en sysfs: hace falta NVML (ver la fila NVML)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the driver reports no power or energy for this GPU in %1 (an integrated GPU&apos;s power is in the CPU package&apos;s RAPL figure)</source>
        <translation>el controlador no informa de potencia ni de energía para esta GPU en %1 (la potencia de una GPU integrada está incluida en la cifra RAPL del encapsulado de la CPU)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the clock-event reasons are in the gt/gt0/throttle_reason_* files of %1, which GPU Lab does not read</source>
        <translation>los motivos de los eventos de reloj están en los archivos gt/gt0/throttle_reason_* de %1, que GPU Lab no lee</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the driver %1 is not one GPU Lab reads</source>
        <translation>el controlador %1 no es uno de los que GPU Lab lee</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the NVML library %1 lacks nvmlInit_v2 or the device calls</source>
        <translation>a la biblioteca NVML %1 le faltan nvmlInit_v2 o las llamadas de dispositivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVML could not start: error %1</source>
        <extracomment>%1 is NVML&apos;s error code and its own English words: &quot;15 (GPU is lost)&quot;.</extracomment>
        <translation>NVML no pudo iniciarse: error %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVML could not count the devices: error %1</source>
        <translation>NVML no pudo contar los dispositivos: error %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the driver does not report it on this device (%1: not supported)</source>
        <translation>el controlador no lo informa en este dispositivo (%1: no admitido)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVML error %1</source>
        <translation>error de NVML %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this NVML has no %1</source>
        <translation>esta versión de NVML no tiene %1</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>NVML: %Ln device(s)</source>
        <translation>
            <numerusform>NVML: %Ln dispositivo</numerusform>
            <numerusform>NVML: %Ln dispositivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>NVML (driver %1): %Ln device(s)</source>
        <translation>
            <numerusform>NVML (controlador %1): %Ln dispositivo</numerusform>
            <numerusform>NVML (controlador %1): %Ln dispositivos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>idle</source>
        <translation>inactiva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>application clocks setting</source>
        <translation>ajuste de relojes de aplicación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power cap (software)</source>
        <translation>límite de potencia (software)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hardware slowdown</source>
        <translation>ralentización por hardware</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sync boost</source>
        <translation>boost sincronizado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thermal slowdown (software)</source>
        <translation>ralentización térmica (software)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thermal slowdown (hardware)</source>
        <translation>ralentización térmica (hardware)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power brake (hardware)</source>
        <translation>freno de potencia (hardware)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>display clock setting</source>
        <translation>ajuste del reloj de pantalla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>other reasons</source>
        <translation>otros motivos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (running at the clock it is asked for)</source>
        <translation>ninguno (funciona a la frecuencia de reloj que se le pide)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unavailable</source>
        <translation>no disponible</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown vendor</source>
        <translation>fabricante desconocido</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown driver</source>
        <translation>controlador desconocido</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Run the load and watch</source>
        <translation>&amp;Ejecutar la carga y observar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The load to run while watching</source>
        <translation>La carga que se ejecuta mientras se observa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix product on the OpenCL device (opencl-regblock)</source>
        <translation>producto de matrices en el dispositivo OpenCL (opencl-regblock)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matrix product on the processor&apos;s threads (cpu-threads)</source>
        <translation>producto de matrices en los hilos del procesador (cpu-threads)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Load:</source>
        <translation>&amp;Carga:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matrix size N of the load</source>
        <translation>Tamaño de matriz N de la carga</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch without a load</source>
        <translation>&amp;Observar sin carga</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample the telemetry every half second without a load</source>
        <translation>Tomar muestras de la telemetría cada medio segundo sin carga</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The load&apos;s progress</source>
        <translation>El progreso de la carga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run repeats a matrix product for some seconds in the measurement engine while this page reads the machine&apos;s own figures twice a second. Watch samples without a load.</source>
        <translation>Ejecutar repite un producto de matrices durante unos segundos en el motor de medición mientras esta página lee dos veces por segundo las cifras del propio equipo. Observar toma muestras sin carga.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This machine over time</source>
        <translation>Este equipo a lo largo del tiempo</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Every figure read from this machine, or why it is unavailable</source>
        <translation>Cada cifra leída de este equipo, o por qué no está disponible</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The load could not run: %1</source>
        <translation>La carga no se pudo ejecutar: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done: %1 GFLOP/s at N = %2 on %3, checked against float64; median of %4 runs.</source>
        <translation>Hecho: %1 GFLOP/s con N = %2 en %3, comprobado con float64; mediana de %4 ejecuciones.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The load did not produce a verified result: %1</source>
        <translation>La carga no produjo un resultado verificado: %1</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>No OpenCL device for this load. (Why: %1) Choose the processor&apos;s threads, or Watch without a load.</source>
        <translation>No hay dispositivo OpenCL para esta carga. (Motivo: %1) Elige los hilos del procesador u Observar sin carga.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the processor (cpu-threads)</source>
        <translation>el procesador (cpu-threads)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Running the load on %1 and sampling twice a second…</source>
        <translation>Ejecutando la carga en %1 y tomando muestras dos veces por segundo…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>no measured rate</source>
        <translation>ningún ritmo medido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no power figure was read during the run</source>
        <translation>no se leyó ninguna cifra de potencia durante la ejecución</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Energy per GFLOP&lt;/b&gt; appears after a run: the load&apos;s GFLOP/s ÷ the mean power read while it ran, where this machine reports its power.</source>
        <translation>&lt;b&gt;La energía por GFLOP&lt;/b&gt; aparece tras una ejecución: los GFLOP/s de la carga ÷ la potencia media leída mientras se ejecutaba, si este equipo informa de su potencia.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the GPU&apos;s power</source>
        <translation>la potencia de la GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the CPU package&apos;s RAPL power</source>
        <translation>la potencia RAPL del encapsulado de la CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Energy:&lt;/b&gt; %1 GFLOP/s ÷ %2 W mean (%3, %4 samples) = &lt;b&gt;%5 GFLOP per joule&lt;/b&gt; (%6 mJ per GFLOP). The power includes everything else the chip did meanwhile.</source>
        <translation>&lt;b&gt;Energía:&lt;/b&gt; %1 GFLOP/s ÷ %2 W de media (%3, %4 muestras) = &lt;b&gt;%5 GFLOP por julio&lt;/b&gt; (%6 mJ por GFLOP). La potencia incluye todo lo demás que hizo el chip mientras tanto.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Energy per GFLOP: unavailable&lt;/b&gt; — %1 was not readable during the run: %2. The rate alone was %3 GFLOP/s.</source>
        <translation>&lt;b&gt;Energía por GFLOP: no disponible&lt;/b&gt;: %1 no se pudo leer durante la ejecución: %2. El ritmo por sí solo fue de %3 GFLOP/s.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+30"/>
        <location line="+64"/>
        <source>CPU utilisation</source>
        <translation>Uso de CPU</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+30"/>
        <source>CPU frequency</source>
        <translation>Frecuencia de CPU</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+30"/>
        <source>CPU temperature</source>
        <translation>Temperatura de CPU</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>CPU power</source>
        <translation>Potencia de CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 utilisation</source>
        <translation>Uso de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 memory</source>
        <translation>Memoria de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 clock</source>
        <translation>Reloj de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 temperature</source>
        <translation>Temperatura de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 power</source>
        <translation>Potencia de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any GPU figure (no GPU driver or NVML here)</source>
        <translation>ninguna cifra de GPU (aquí no hay controlador de GPU ni NVML)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Read on this machine:&lt;/b&gt; %1. &lt;b&gt;Unavailable:&lt;/b&gt; %2 — each with its reason in the table under the chart.</source>
        <translation>&lt;b&gt;Leído en este equipo:&lt;/b&gt; %1. &lt;b&gt;No disponible:&lt;/b&gt; %2 (cada una con su motivo en la tabla bajo el gráfico).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read from, or why not</source>
        <translation>Leído de, o por qué no</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CPU package power</source>
        <translation>Potencia del encapsulado de CPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+60"/>
        <source>GPU utilisation</source>
        <translation>Uso de GPU</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Memory used</source>
        <translation>Memoria usada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory total</source>
        <translation>Memoria total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core clock</source>
        <translation>Reloj del núcleo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory clock</source>
        <translation>Reloj de memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power limit</source>
        <translation>Límite de potencia</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>Clock events</source>
        <translation>Eventos de reloj</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none listed</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NVML</source>
        <translation>NVML</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>utilisation, %</source>
        <translation>uso, %</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>power, W</source>
        <translation>potencia, W</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU power, W</source>
        <translation>potencia de GPU, W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU package power, W</source>
        <translation>potencia del encapsulado de CPU, W</translation>
    </message>
</context>
<context>
    <name>gpulab::TelemetryPanel</name>
    <message>
        <location filename="../lessons/telemetry/telemetrypanel.cpp" line="+26"/>
        <source>&amp;Reading nvidia-smi</source>
        <translation>&amp;Leer nvidia-smi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Live: this machine</source>
        <translation>&amp;En vivo: este equipo</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As nvidia-smi prints it</source>
        <translation>Como lo muestra nvidia-smi</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The fields of nvidia-smi: NVIDIA&apos;s published reading, a reading under load and what each means (the NVML call behind it in the tooltip)</source>
        <translation>Los campos de nvidia-smi: la lectura que publica NVIDIA, una lectura bajo carga y qué significa cada uno (en la información emergente, la llamada NVML que hay detrás)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Example</source>
        <translation>Ejemplo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First line: the output NVIDIA publishes, a Tesla T4 at rest (driver 535.86.10, NVIDIA Container Toolkit documentation; &quot;-q only&quot;: not in that summary table). Second line: one illustrative reading of an H100 SXM5 under a training job (its limits from the datasheet).</source>
        <translation>Primera línea: la salida que publica NVIDIA, una Tesla T4 en reposo (controlador 535.86.10, documentación de NVIDIA Container Toolkit; «solo -q»: no aparece en esa tabla resumen). Segunda línea: una lectura ilustrativa de una H100 SXM5 durante un entrenamiento (sus límites, de la hoja de datos).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What it means</source>
        <translation>Qué significa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In GPU Lab&apos;s words; the source in the tooltip</source>
        <translation>Con las palabras de GPU Lab; la fuente en la información emergente</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1
under load: %2</source>
        <translation>%1
con carga: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 only</source>
        <translation>solo %1</translation>
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
        <translation>Nombres y significados de los campos según la página de manual de nvidia-smi de NVIDIA y la NVML API Reference. El ejemplo de NVIDIA es la salida de nvidia-smi de su documentación de Container Toolkit (docs.nvidia.com, &quot;Running a Sample Workload&quot;); las lecturas bajo carga ilustran un entrenamiento y no son una medición. GPU-Util es el tiempo con un kernel en ejecución, no la parte de la GPU que trabajó.</translation>
    </message>
</context>
<context>
    <name>gpulab::TensorCoreModel</name>
    <message>
        <location filename="../lessons/tensorcores/tensorcoremodel.cpp" line="+181"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Ampere: wider tensor cores, BF16</source>
        <translation>Ampere: Tensor Cores más anchos, BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hopper: FP8</source>
        <translation>Hopper: FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blackwell: FP4 on a large matrix</source>
        <translation>Blackwell: FP4 en una matriz grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small matrix on a wide tensor core</source>
        <translation>Una matriz pequeña en un Tensor Core ancho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2:4 sparsity on Ampere</source>
        <translation>Dispersión 2:4 en Ampere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volta: the first tensor cores</source>
        <translation>Volta: los primeros Tensor Cores</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>the %1 tensor cores have no %2; choose one of: %3</source>
        <translation>los Tensor Cores de la %1 no tienen %2; elige uno de: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 has no 2:4 sparsity at %2</source>
        <translation>la %1 no tiene dispersión 2:4 en %2</translation>
    </message>
</context>
<context>
    <name>gpulab::TensorCorePanel</name>
    <message>
        <location filename="../lessons/tensorcores/tensorcorepanel.cpp" line="+50"/>
        <source>Compare SXM modules with PCIe cards of the same chip: the PCIe card runs at less power and clock, and may have fewer SMs.</source>
        <translation>Compara los módulos SXM con las tarjetas PCIe del mismo chip: la tarjeta PCIe funciona con menos potencia y frecuencia, y puede tener menos SM.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare SXM modules with PCIe cards of the same chip: the PCIe card runs at less power and clock, and may have fewer SMs (%1: %2 SMs and %3 tensor cores; %4: %5 and %6).</source>
        <translation>Compara los módulos SXM con las tarjetas PCIe del mismo chip: la tarjeta PCIe funciona con menos potencia y frecuencia, y puede tener menos SM (%1: %2 SM y %3 Tensor Cores; %4: %5 y %6).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>TFLOPS per GPU, from the data file (each row&apos;s source in its tooltip). Each cell is dense / with 2:4 sparsity; — means the product has no such rate. FP16 is with FP32 accumulation.</source>
        <translation>TFLOPS por GPU, del archivo de datos (la fuente de cada fila, en su información emergente). Cada celda da denso / con dispersión 2:4; — significa que el producto no tiene ese ritmo. FP16, con acumulación en FP32.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Datasheet peaks</source>
        <translation>&amp;Picos de la hoja de datos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2:4 &amp;sparsity</source>
        <translation>&amp;Dispersión 2:4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Low precision: error</source>
        <translation>&amp;Baja precisión: error</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Acc&amp;umulation</source>
        <translation>Acu&amp;mulación</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prune the weights so that every group of 4 keeps at most 2. Click a weight, or use the arrow keys and Space.</source>
        <translation>Poda los pesos para que cada grupo de 4 conserve como máximo 2. Haz clic en un peso o usa las flechas y Espacio.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Prune smallest (keep 2 of 4)</source>
        <translation>P&amp;odar los menores (conservar 2 de 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restore all</source>
        <translation>&amp;Restaurar todos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New weights</source>
        <translation>Pesos &amp;nuevos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the hardware does with this pattern</source>
        <translation>Qué hace el hardware con este patrón</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dense and sparse peaks from the data file</source>
        <translation>Picos densos y dispersos del archivo de datos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;Half the multiplies are skipped, so the same tensor cores finish the same product in half the clocks: the sparse peak is twice the dense one. It holds only for weights pruned to 2:4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Se salta la mitad de las multiplicaciones, así que los mismos Tensor Cores terminan el mismo producto en la mitad de ciclos: el pico disperso es el doble del denso. Solo vale para pesos podados a 2:4.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;b&gt;✓ Valid 2:4.&lt;/b&gt; The tensor core stores %1 of the %2 weights, each with its 2-bit position, and does %1 multiplies instead of %2: %3 skipped. The kept weights hold %4 % of the block&apos;s total magnitude.</source>
        <translation>&lt;b&gt;✓ 2:4 válido.&lt;/b&gt; El Tensor Core guarda %1 de los %2 pesos, cada uno con su posición de 2 bits, y hace %1 multiplicaciones en vez de %2: %3 saltadas. Los pesos conservados tienen el %4 % de la magnitud total del bloque.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;✗ Not 2:4 yet:&lt;/b&gt; groups keeping more than 2 weights (outlined with dashes): %1. The sparse tensor core cannot take this block, so it runs dense: no multiply is skipped.</source>
        <translation>&lt;b&gt;✗ Aún no es 2:4:&lt;/b&gt; grupos que conservan más de 2 pesos (con borde discontinuo): %1. El Tensor Core disperso no puede aceptar este bloque, así que se ejecuta en denso: no se salta ninguna multiplicación.</translation>
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
        <translation>✓ hecho en %1 ciclos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clock %1 of %2</source>
        <translation>ciclo %1 de %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 CUDA cores</source>
        <translation>%1 núcleos CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tensor cores</source>
        <translation>%1 Tensor Cores</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 CUDA cores × 1 FMA</source>
        <translation>%1 núcleos CUDA × 1 FMA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tensor cores × %2 FMAs</source>
        <translation>%1 Tensor Cores × %2 FMA</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1 FMA a clock each</source>
        <translation>1 FMA por ciclo cada uno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 FMAs a clock each: 4×4×%2</source>
        <translation>%1 FMA por ciclo cada uno: 4×4×%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Volta whitepaper: 8 tensor cores × 64 FMAs per SM per clock (the data&apos;s %1 TFLOPS gives %2).</source>
        <translation>Documento técnico de Volta: 8 Tensor Cores × 64 FMA por SM y ciclo (los %1 TFLOPS de los datos dan %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From the data: %1, %2 %3 TFLOPS %4 → %5 FMAs per SM per clock, rounded to %6.</source>
        <translation>Según los datos: %1, %2 %3 TFLOPS %4 → %5 FMA por SM y ciclo, redondeado a %6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sparse</source>
        <translation>disperso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dense</source>
        <translation>denso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> SM count and clock assumed as H100&apos;s (not published).</source>
        <translation> Número de SM y frecuencia supuestos como los de la H100 (no publicados).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 · %2 % done</source>
        <extracomment>The clock counter (&quot;clock 192 of 512&quot;), then how much of the work is done.</extracomment>
        <translation>%1 · %2 % completado</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>C, %1 × %1</source>
        <translation>C, %1 × %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C, %1 × %1 tiles</source>
        <translation>C, teselas de %1 × %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>How many times fewer clocks will the tensor cores need? Predict, then play.</source>
        <translation>¿Cuántas veces menos ciclos necesitarán los Tensor Cores? Predice y reproduce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+16"/>
        <source>Both sides on one clock…</source>
        <translation>Los dos lados con un mismo reloj…</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Tensor cores: %1× fewer clocks (model, one SM), busy %2 % of their slots</source>
        <translation>Tensor Cores: %1× menos ciclos (modelo, un SM), ocupados el %2 % de sus ranuras</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tensor cores: %1× fewer clocks (model, one SM)</source>
        <translation>Tensor Cores: %1× menos ciclos (modelo, un SM)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Predict: how many times fewer clocks?</source>
        <translation>Predice: ¿cuántas veces menos ciclos?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor cores: %1× fewer clocks</source>
        <translation>Tensor Cores: %1× menos ciclos</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>MODEL of one SM · %1 · %2%3 · C = A × B, N = %4</source>
        <translation>MODELO de un SM · %1 · %2%3 · C = A × B, N = %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, 2:4 sparse</source>
        <translation>, disperso 2:4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clock %1 · slow motion: the clock runs at %2 Hz</source>
        <translation>Ciclo %1 · cámara lenta: el reloj va a %2 Hz</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>done in %1 clocks</source>
        <translation>hecho en %1 ciclos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clock %1 of %2, %3 % of the multiply-adds done</source>
        <translation>ciclo %1 de %2, %3 % de las multiplicaciones-suma hechas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A model of one SM, not a measurement: C = A × B with N = %1 on the %2 at %3%4. CUDA cores, %5 lanes doing 1 multiply-add a clock each: %6. Tensor cores, %7 doing %8 multiply-adds a clock each: %9.</source>
        <translation>Un modelo de un SM, no una medición: C = A × B con N = %1 en la %2 a %3%4. Núcleos CUDA, %5 carriles que hacen 1 multiplicación-suma por ciclo cada uno: %6. Tensor Cores, %7 que hacen %8 multiplicaciones-suma por ciclo cada uno: %9.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> with 2:4 sparsity</source>
        <translation> con dispersión 2:4</translation>
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
        <translation>El producto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Generation</source>
        <translation>Generación</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Matrix size N</source>
        <translation>Tamaño de la matriz N</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>2:4 sparsity</source>
        <translation>Dispersión 2:4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2:4 sparsity (not on this one)</source>
        <translation>Dispersión 2:4 (no en esta)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playback</source>
        <translation>Reproducción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clocks a second (0 = automatic)</source>
        <translation>Ciclos por segundo (0 = automático)</translation>
    </message>
</context>
<context>
    <name>gpulab::ThrottleModel</name>
    <message>
        <location filename="../lessons/telemetry/throttlemodel.cpp" line="+74"/>
        <source>power cap</source>
        <translation>límite de potencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thermal slowdown</source>
        <translation>reducción térmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The power cap</source>
        <translation>El límite de potencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weak cooling: the thermal limit</source>
        <translation>Refrigeración débil: el límite térmico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A consumer card in a hot room</source>
        <translation>Una tarjeta de consumo en una sala caliente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The long run</source>
        <translation>La ejecución larga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cool start</source>
        <translation>Un arranque en frío</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The slowdown temperature (%1 °C) must be at least 5 °C above the air at the inlet (%2 °C)</source>
        <translation>La temperatura de reducción (%1 °C) debe estar al menos 5 °C por encima del aire de entrada (%2 °C)</translation>
    </message>
</context>
<context>
    <name>gpulab::ThrottleScene</name>
    <message>
        <location filename="../lessons/telemetry/throttlescene.cpp" line="+24"/>
        <source>desktop case cooling</source>
        <translation>refrigeración de caja de sobremesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blocked airflow</source>
        <translation>flujo de aire bloqueado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>datacenter cooling</source>
        <translation>refrigeración de centro de datos</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No GPU in gpu-specs.csv has both a TDP and a boost clock.</source>
        <translation>Ninguna GPU de gpu-specs.csv tiene a la vez TDP y frecuencia boost.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Clock limited by: %1</source>
        <translation>Frecuencia limitada por: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After %1 s of work the run has had %2 % of the throughput it would have at the boost clock.</source>
        <translation>Tras %1 s de trabajo, la ejecución ha tenido el %2 % del rendimiento que tendría a la frecuencia boost.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TDP %1 W and boost clock %2 MHz from gpu-specs.csv; the job asks %3 × TDP at boost. Cooling, heat capacity and the %4 °C slowdown are model values.</source>
        <translation>TDP de %1 W y frecuencia boost de %2 MHz de gpu-specs.csv; la tarea pide %3 × TDP en boost. La refrigeración, la capacidad calorífica y la reducción a %4 °C son valores del modelo.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Temperature %1 °C (slowdown %2)</source>
        <translation>Temperatura %1 °C (reducción a %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 °C (limit %2)</source>
        <translation>%1 °C (límite %2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clock %1 MHz (boost %2)</source>
        <translation>Frecuencia %1 MHz (boost %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 MHz</source>
        <translation>%1 de %2 MHz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Power %1 W (cap %2)</source>
        <translation>Potencia %1 W (límite %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 W</source>
        <translation>%1 de %2 W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Over time: temperature and clock</source>
        <translation>A lo largo del tiempo: temperatura y frecuencia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Temperature, clock</source>
        <translation>Temperatura, frecuencia</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clock</source>
        <translation>frecuencia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 s of the card&apos;s time; dashed: the slowdown temperature; dotted: the boost clock</source>
        <translation>%1 s de tiempo de la tarjeta; discontinua: la temperatura de reducción; punteada: la frecuencia boost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s; dashed: slowdown; dotted: boost</source>
        <translation>%1 s; discontinua: reducción; punteada: boost</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No GPU with a TDP and a boost clock to simulate.</source>
        <translation>No hay ninguna GPU con TDP y frecuencia boost que simular.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 after %3 s at %4 °C, clock %5 of %6 MHz, %7 W of a %8 W cap; the clock is limited by: %9; throughput so far %10 % of the boost clock&apos;s.</source>
        <translation>%1: %2 tras %3 s a %4 °C, frecuencia %5 de %6 MHz, %7 W de un límite de %8 W; la frecuencia la limita: %9; rendimiento hasta ahora, %10 % del de la frecuencia boost.</translation>
    </message>
</context>
<context>
    <name>gpulab::TilingRace</name>
    <message>
        <location filename="../lessons/memory/memorylive.cpp" line="+249"/>
        <source>Looking for OpenCL devices when this page is first shown.</source>
        <translation>Se buscan dispositivos OpenCL la primera vez que se muestra esta página.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenCL device</source>
        <translation>Dispositivo OpenCL</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Matrix size N</source>
        <translation>Tamaño de la matriz N</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matrix si&amp;ze N:</source>
        <translation>&amp;Tamaño N:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your prediction: how many times faster the tiled kernel is</source>
        <translation>Tu predicción: cuántas veces más rápido es el kernel por teselas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no faster</source>
        <translation>no más rápido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about 2×</source>
        <translation>unas 2×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about 5×</source>
        <translation>unas 5×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10× or more</source>
        <translation>10× o más</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Predict: tiled will be</source>
        <translation>&amp;Predice: por teselas será</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Run the race</source>
        <translation>&amp;Ejecutar la carrera</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Progress of the race</source>
        <translation>Progreso de la carrera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the race is doing</source>
        <translation>Qué está haciendo la carrera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured result</source>
        <translation>Resultado medido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both kernels compute C = A × B in float32 on the OpenCL device. The naive one reads every operand from global memory; the tiled one loads 16 × 16 tiles into local (shared) memory and reuses each value 16 times.</source>
        <translation>Los dos kernels calculan C = A × B en float32 en el dispositivo OpenCL. El ingenuo lee cada operando de la memoria global; el de teselas carga teselas de 16 × 16 en la memoria local (compartida) y reutiliza cada valor 16 veces.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Looking for OpenCL devices…</source>
        <translation>Buscando dispositivos OpenCL…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>OpenCL device: %1. Its local memory plays the part of a GPU&apos;s shared memory.</source>
        <translation>Dispositivo OpenCL: %1. Su memoria local hace el papel de la memoria compartida de una GPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No OpenCL device was found here, so this race cannot run (it needs local memory on an OpenCL device). The latency and bandwidth tabs still measure the CPU. (Why: %1)</source>
        <translation>Aquí no se encontró ningún dispositivo OpenCL, así que esta carrera no puede ejecutarse (necesita la memoria local de un dispositivo OpenCL). Las pestañas de latencia y de ancho de banda siguen midiendo la CPU. (Motivo: %1)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No OpenCL device: this race needs one.</source>
        <translation>No hay dispositivo OpenCL: esta carrera necesita uno.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The race failed: %1</source>
        <translation>La carrera falló: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: both answers checked against a float64 reference.</source>
        <translation>Hecho: ambas respuestas comprobadas con una referencia float64.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Words read from global memory by the formula: naive 2N³ = %1, tiled (T = 16) 2N³/16 = %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Palabras leídas de la memoria global según la fórmula: ingenuo 2N³ = %1, por teselas (T = 16) 2N³/16 = %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Naive</source>
        <translation>Ingenuo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tiled</source>
        <translation>Por teselas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;%1: %2 ms, %3 GFLOP/s%4&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1: %2 ms, %3 GFLOP/s%4&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, ✓ checked</source>
        <translation>, ✓ comprobado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, ✗ wrong answer</source>
        <translation>, ✗ respuesta incorrecta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;%1: did not run (%2)&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1: no se ejecutó (%2)&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;%1 Tiled was %2× as fast.&lt;/b&gt; Sixteen times fewer words from global memory do not make it sixteen times faster: caches already catch some of the naive kernel&apos;s repeats, and the tiled one pays for its barriers.%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 El de teselas fue %2× más rápido.&lt;/b&gt; Leer dieciséis veces menos palabras de la memoria global no lo hace dieciséis veces más rápido: las cachés ya recogen parte de las repeticiones del kernel ingenuo, y el de teselas paga sus barreras.%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> On a CPU OpenCL device, local memory is ordinary cached memory: the caches already do the tiling&apos;s job, so tiling can even lose.</source>
        <translation> En un dispositivo OpenCL de CPU, la memoria local es memoria normal con caché: las cachés ya hacen el trabajo de las teselas, así que dividir en teselas puede incluso perder.</translation>
    </message>
</context>
<context>
    <name>gpulab::TransferLab</name>
    <message>
        <location filename="../lessons/interconnects/linklabs.cpp" line="-426"/>
        <source>pinned (mapped)</source>
        <translation>fijada (mapeada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pageable</source>
        <translation>paginable</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>host → device</source>
        <translation>host → dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device → host</source>
        <translation>dispositivo → host</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>How fast does this computer move data between its memory and the OpenCL device? Buffers from 4 KiB to 256 MiB are copied both ways, from ordinary (pageable) memory and from pinned (mapped) memory, and checked. Bytes are counted once, in one direction: compare with PCIe&apos;s per-direction figure.</source>
        <translation>¿A qué velocidad mueve este equipo datos entre su memoria y el dispositivo OpenCL? Se copian búferes de 4 KiB a 256 MiB en ambos sentidos, desde memoria normal (paginable) y desde memoria fijada (mapeada), y se comprueban. Los bytes se cuentan una vez, en un sentido: compáralo con la cifra por sentido de PCIe.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Measure host ↔ device transfers</source>
        <translation>&amp;Medir transferencias host ↔ dispositivo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Measure host to device transfer bandwidth</source>
        <translation>Medir el ancho de banda de transferencia del host al dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the transfer measurement</source>
        <translation>Cancelar la medición de transferencias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer measurement progress</source>
        <translation>Progreso de la medición de transferencias</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not measured yet.</source>
        <translation>Aún sin medir.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Transfer measurement status and result</source>
        <translation>Estado y resultado de la medición de transferencias</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host ↔ device transfer bandwidth</source>
        <translation>Ancho de banda de transferencia host ↔ dispositivo</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;b&gt;Cannot measure:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;No se puede medir:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Starting the measurement engine…</source>
        <translation>Iniciando el motor de medición…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 — without an OpenCL device there is no host ↔ device link to measure.</source>
        <translation>%1: sin un dispositivo OpenCL no hay enlace host ↔ dispositivo que medir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;The measurement failed:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;La medición falló:&lt;/b&gt; %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Cancelled: %Ln point(s) measured are kept.</source>
        <translation>
            <numerusform>Cancelado: se conserva %Ln punto medido.</numerusform>
            <numerusform>Cancelado: se conservan %Ln puntos medidos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;b&gt;%1:&lt;/b&gt; host → device %2, device → host %3 at %4 (best of pageable and pinned; %5). Every copy was %6.</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; host → dispositivo %2, dispositivo → host %3 con %4 (lo mejor de paginable y fijada; %5). Cada copia fue %6.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pinned was faster</source>
        <translation>la fijada fue más rápida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pageable was as fast</source>
        <translation>la paginable fue igual de rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checked byte for byte</source>
        <translation>comprobada byte a byte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NOT verified</source>
        <translation>NO verificada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;This is a CPU device (PoCL): its “device memory” is the same RAM, so no bus is crossed — the figure is a memory copy, not PCIe. A PCIe 4.0 x16 GPU would show at most 32 GB/s per direction.</source>
        <translation>&lt;br&gt;Es un dispositivo de CPU (PoCL): su «memoria del dispositivo» es la misma RAM, así que no se cruza ningún bus; la cifra es una copia en memoria, no PCIe. Una GPU PCIe 4.0 x16 mostraría como máximo 32 GB/s por sentido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;br&gt;Compare: PCIe 3.0 x16 16 GB/s, 4.0 32 GB/s, 5.0 64 GB/s per direction. The calculator now offers this as “your machine”.</source>
        <translation>&lt;br&gt;Compara: PCIe 3.0 x16 16 GB/s, 4.0 32 GB/s, 5.0 64 GB/s por sentido. La calculadora ofrece ahora esto como «tu equipo».</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>buffer size (bytes, log scale)</source>
        <translation>tamaño del búfer (bytes, escala log.)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GB/s, one direction (log scale)</source>
        <translation>GB/s, un sentido (escala log.)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 con %3</translation>
    </message>
</context>
<context>
    <name>gpulab::TrueFalseInput</name>
    <message>
        <location filename="../widgets/quizinput.cpp" line="-97"/>
        <source>True or false? (keys 1–2)</source>
        <translation>¿Verdadero o falso? (teclas 1Ĳ)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>True</source>
        <translation>Verdadero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False</source>
        <translation>Falso</translation>
    </message>
</context>
<context>
    <name>gpulab::TuneDialog</name>
    <message>
        <location filename="../lessons/livelab/tunepanel.cpp" line="+245"/>
        <source>Tune for This Device</source>
        <translation>Ajustar para este dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time &amp;budget:</source>
        <translation>&amp;Tiempo disponible:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time budget in seconds</source>
        <translation>Tiempo disponible en segundos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start Tuning</source>
        <translation>&amp;Empezar el ajuste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the tuning</source>
        <translation>Cancelar el ajuste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>Ce&amp;rrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuning progress</source>
        <translation>Progreso del ajuste</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Press Start: the race&apos;s device is busy for the budget.</source>
        <translation>Pulsa Empezar: el dispositivo de la carrera estará ocupado durante el tiempo indicado.</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>What the tuning is doing</source>
        <translation>Qué está haciendo el ajuste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set</source>
        <translation>Conjunto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameter sets timed</source>
        <translation>Conjuntos de parámetros cronometrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuning result</source>
        <translation>Resultado del ajuste</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>the measurement engine stopped: %1</source>
        <translation>el motor de medición se detuvo: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Times parameter sets of the register-blocked OpenCL kernel on %1 (the block of C each work-item keeps in registers, the vector width, the K block), each verified against float64, and keeps the fastest for this device and driver: the race, the ladder, the scaling chart and the roofline then run it. A new driver makes it run the default again.</source>
        <translation>Cronometra conjuntos de parámetros del kernel OpenCL por bloques de registros en %1 (el bloque de C que cada elemento de trabajo guarda en registros, la anchura vectorial, el bloque K), verifica cada uno con float64 y se queda con el más rápido para este dispositivo y controlador: la carrera, la escalera, el gráfico de escalado y el roofline lo usan después. Un controlador nuevo hace que vuelva a usarse el predeterminado.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Cannot start the measurement engine: %1</source>
        <translation>No se puede iniciar el motor de medición: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computing the float64 reference…</source>
        <translation>Calculando la referencia float64…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 (default)</source>
        <translation>%1 (predeterminado)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>verified</source>
        <translation>verificado</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Set %1 of %2</source>
        <translation>Conjunto %1 de %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>: the best so far %1 GFLOP/s</source>
        <translation>: el mejor hasta ahora, %1 GFLOP/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (the default: %1 GFLOP/s)</source>
        <translation> (el predeterminado: %1 GFLOP/s)</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>No set could be measured: nothing was stored.</source>
        <translation>No se pudo medir ningún conjunto: no se guardó nada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kept the default: %1 at %2 GFLOP/s was the fastest.</source>
        <translation>Se mantiene el predeterminado: %1 a %2 GFLOP/s fue el más rápido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen: %1 at %2 GFLOP/s, %3 % faster than the default %4 at %5 GFLOP/s.</source>
        <translation>Elegido: %1 a %2 GFLOP/s, un %3 % más rápido que el predeterminado %4 a %5 GFLOP/s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen: %1 at %2 GFLOP/s.</source>
        <translation>Elegido: %1 a %2 GFLOP/s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 sets measured in %3 s.</source>
        <translation>%1 de %2 conjuntos medidos en %3 s.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stored in %1: the next race on this device runs it.</source>
        <translation>Guardado en %1: la próxima carrera en este dispositivo lo usará.</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>The tuning failed: %1</source>
        <translation>El ajuste falló: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: nothing was stored; the race keeps what it ran before.</source>
        <translation>Cancelado: no se guardó nada; la carrera sigue con lo que usaba antes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done.</source>
        <translation>Hecho.</translation>
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
        <translation>Parámetros fijados por GPULAB_REGBLOCK… en el entorno: no se usa el ajuste guardado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>earlier</source>
        <translation>antes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tuned %1: %2, %3 GFLOP/s.</source>
        <translation>Ajustado %1: %2, %3 GFLOP/s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tuned %1: the default %2 was the fastest.</source>
        <translation>Ajustado %1: el predeterminado %2 fue el más rápido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuned %1: %2, %3 over the default.</source>
        <translation>Ajustado %1: %2, %3 respecto al predeterminado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not tuned: default parameters (%1). The stored tuning was set aside: %2.</source>
        <translation>Sin ajustar: parámetros predeterminados (%1). Se descartó el ajuste guardado: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not tuned: default parameters (%1).</source>
        <translation>Sin ajustar: parámetros predeterminados (%1).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Register-blocked kernel: looking for OpenCL devices…</source>
        <translation>Kernel por bloques de registros: buscando dispositivos OpenCL…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tuning of this device</source>
        <translation>Ajuste de este dispositivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tune for This Device…</source>
        <translation>&amp;Ajustar para este dispositivo…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Tune…</source>
        <translation>&amp;Ajustar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tune the register-blocked kernel for this device</source>
        <translation>Ajustar el kernel por bloques de registros para este dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times several parameter sets of the register-blocked OpenCL kernel on this device and keeps the fastest for the race and the charts.</source>
        <translation>Cronometra varios conjuntos de parámetros del kernel OpenCL por bloques de registros en este dispositivo y se queda con el más rápido para la carrera y los gráficos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Register-blocked kernel: the measurement engine stopped (%1).</source>
        <translation>Kernel por bloques de registros: el motor de medición se detuvo (%1).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No OpenCL device: there is nothing to tune.</source>
        <translation>No hay dispositivo OpenCL: no hay nada que ajustar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+8"/>
        <location line="+7"/>
        <source>Register-blocked kernel: %1</source>
        <translation>Kernel por bloques de registros: %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Stored in %1
Parameters: %2</source>
        <translation>Guardado en %1
Parámetros: %2</translation>
    </message>
</context>
<context>
    <name>gpulab::VariantCatalog</name>
    <message>
        <location filename="../lessons/framework/racerunner.cpp" line="-285"/>
        <source>Serial, textbook loop</source>
        <translation>Secuencial, bucle de manual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serial, cache-blocked + SIMD</source>
        <translation>Secuencial, por bloques de caché + SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All CPU cores</source>
        <translation>Todos los núcleos de la CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL, one work-item per element</source>
        <translation>OpenCL, un elemento de trabajo por cada elemento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL, tiled in local memory</source>
        <translation>OpenCL, por teselas en memoria local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenCL, register-blocked vectors</source>
        <translation>OpenCL, vectores por bloques de registros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenBLAS sgemm (CPU peer)</source>
        <translation>OpenBLAS sgemm (referencia en CPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLBlast sgemm (OpenCL peer)</source>
        <translation>CLBlast sgemm (referencia en OpenCL)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>one core</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>un núcleo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>caches, SIMD</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>cachés, SIMD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>núcleos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>work-items</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>elementos de trabajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shared memory</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>memoria compartida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>registers, wide SIMD</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>registros, SIMD ancho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vendor library</source>
        <extracomment>A rung of the kernel ladder, in a word or two</extracomment>
        <translation>biblioteca del fabricante</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One CPU core runs the i-j-k triple loop exactly as written, one multiply-add at a time.</source>
        <translation>Un núcleo de CPU ejecuta el triple bucle i-j-k tal como está escrito, una multiplicación-suma cada vez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copying blocks of A and B that fit in the caches into the order the arithmetic reads them, and keeping a tile of C in SIMD registers, makes the same single core many times faster.</source>
        <translation>Copiar bloques de A y B que caben en las cachés en el orden en que los lee la aritmética, y mantener una tesela de C en registros SIMD, hace que el mismo núcleo sea muchas veces más rápido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Splitting the rows of C across every CPU core, each running the blocked kernel, multiplies throughput by the core count, at best.</source>
        <translation>Repartir las filas de C entre todos los núcleos de la CPU, cada uno con el kernel por bloques, multiplica el rendimiento como mucho por el número de núcleos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thousands of work-items each compute one element of C in parallel, but every operand comes from slow global memory.</source>
        <translation>Miles de elementos de trabajo calculan cada uno un elemento de C en paralelo, pero cada operando viene de la lenta memoria global.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A work-group copies tiles of A and B into fast on-chip local (shared) memory once and reuses each value many times.</source>
        <translation>Un grupo de trabajo copia una sola vez teselas de A y B a la rápida memoria local (compartida) del chip y reutiliza cada valor muchas veces.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each work-item keeps a block of C in registers and uses wide vector instructions, so every value loaded feeds many multiply-adds.</source>
        <translation>Cada elemento de trabajo mantiene un bloque de C en registros y usa instrucciones vectoriales anchas, de modo que cada valor cargado alimenta muchas multiplicaciones-suma.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vendor-tuned library with hand-written assembly kernels shows what the CPU can really do.</source>
        <translation>Una biblioteca optimizada por el fabricante, con kernels escritos a mano en ensamblador, muestra lo que la CPU puede hacer de verdad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tuned OpenCL BLAS library on the same device, the yardstick for our own kernels.</source>
        <translation>Una biblioteca BLAS de OpenCL optimizada, en el mismo dispositivo: la vara de medir de nuestros propios kernels.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a CPU device the work-items run on the same cores as cpu-threads, but each multiply-add loads its own float of A and of B (0.25 FLOP/byte) with no blocking for the caches; a GPU hides those loads behind thousands of threads and a far wider memory.</source>
        <translation>En un dispositivo CPU, los elementos de trabajo se ejecutan en los mismos núcleos que cpu-threads, pero cada multiplicación-suma carga su propio float de A y de B (0,25 FLOP/byte) sin bloques para las cachés; una GPU oculta esas cargas tras miles de hilos y una memoria mucho más ancha.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CPU has no separate on-chip shared memory: on a CPU device OpenCL&apos;s local memory is ordinary cached memory, so the tiles are extra copies and every step of a tile waits at a work-group barrier; the reuse the tiles buy on a GPU, the CPU&apos;s caches already gave.</source>
        <translation>Una CPU no tiene una memoria compartida aparte en el chip: en un dispositivo CPU, la memoria local de OpenCL es memoria normal con caché, así que las teselas son copias adicionales y cada paso de una tesela espera en una barrera del grupo de trabajo; la reutilización que las teselas consiguen en una GPU ya la daban las cachés de la CPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On a CPU device it is the same idea as cpu-threads (a block of C in SIMD registers on every core), compiled by the OpenCL driver instead of the C++ compiler: the two can at best tie, and whichever compiler keeps the tile in registers better wins; on a GPU it is many times faster.</source>
        <translation>En un dispositivo CPU es la misma idea que cpu-threads (un bloque de C en registros SIMD en cada núcleo), compilada por el controlador OpenCL en lugar del compilador de C++: como mucho pueden empatar, y gana el compilador que mejor mantenga la tesela en registros; en una GPU es muchas veces más rápido.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its kernels and tuning target GPUs: on a CPU device their local-memory tiles and work-group barriers cost what opencl-tiled&apos;s do.</source>
        <translation>Sus kernels y su ajuste apuntan a las GPU: en un dispositivo CPU, sus teselas en memoria local y sus barreras de grupo de trabajo cuestan lo mismo que las de opencl-tiled.</translation>
    </message>
</context>
<context>
    <name>gpulab::WillItFitModel</name>
    <message>
        <location filename="../lessons/willitfit/willitfitmodel.cpp" line="+54"/>
        <source>Serving 32 long sequences: the KV cache</source>
        <translation>Servir 32 secuencias largas: la caché KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training with Adam: 16 bytes per parameter</source>
        <translation>Entrenar con Adam: 16 bytes por parámetro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training without checkpointing: activations</source>
        <translation>Entrenar sin checkpointing: las activaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel on 8 GPUs: no help</source>
        <translation>Paralelismo de datos en 8 GPU: no ayuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO-3 on 8 GPUs: the state is split</source>
        <translation>ZeRO-3 en 8 GPU: el estado se reparte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving one sequence: weights + KV cache</source>
        <translation>Servir una secuencia: pesos + caché KV</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Custom (typed in)</source>
        <translation>Personalizado (escrito a mano)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving (inference)</source>
        <translation>Servicio (inferencia)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>kvHeads (%1) must divide heads (%2): every key/value head serves the same number of query heads</source>
        <translation>kvHeads (%1) debe dividir a heads (%2): cada cabeza de clave/valor atiende al mismo número de cabezas de consulta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>training here keeps FP32 or 16-bit weights: FP8 and 4-bit training keep higher-precision copies this calculator does not model</source>
        <translation>aquí el entrenamiento guarda pesos FP32 o de 16 bits: el entrenamiento en FP8 y en 4 bits guarda copias de mayor precisión que esta calculadora no modela</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom model</source>
        <translation>Modelo personalizado</translation>
    </message>
</context>
<context>
    <name>gpulab::WillItFitPanel</name>
    <message>
        <location filename="../lessons/willitfit/willitfitpanel.cpp" line="+35"/>
        <source>&amp;Calculator</source>
        <translation>&amp;Calculadora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Across GPUs</source>
        <translation>&amp;Entre GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How man&amp;y GPUs</source>
        <translation>Cuántas &amp;GPU</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Published model architectures</source>
        <translation>Arquitecturas de modelos publicadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exact total, billions</source>
        <translation>Total exacto, miles de millones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden</source>
        <translation>Oculta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hidden size (model width)</source>
        <translation>Tamaño oculto (anchura del modelo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads</source>
        <translation>Cabezas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Query heads per layer</source>
        <translation>Cabezas de consulta por capa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV heads</source>
        <translation>Cabezas KV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key/value heads per layer (fewer: GQA)</source>
        <translation>Cabezas de clave/valor por capa (menos: GQA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head
size</source>
        <translation>Tamaño
de cabeza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Width of one head</source>
        <translation>Anchura de una cabeza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>Contexto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest sequence, tokens</source>
        <translation>Secuencia más larga, tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache
per token</source>
        <translation>Caché KV
por token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 x layers x KV heads x head size x 2 bytes (BF16)</source>
        <translation>2 x capas x cabezas KV x tamaño de cabeza x 2 bytes (BF16)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>From assets/data/models.csv: each row&apos;s paper or model card in its tooltip. Parameters are the exact totals (%1 has %2 billion); KV heads below the heads is grouped-query attention.</source>
        <translation>De assets/data/models.csv: el artículo o la ficha del modelo de cada fila, en su información emergente. Los parámetros son los totales exactos (%1 tiene %2 mil millones); menos cabezas KV que cabezas es atención de consultas agrupadas (GQA).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Models</source>
        <translation>&amp;Modelos</translation>
    </message>
</context>
<context>
    <name>gpulab::WillItFitScene</name>
    <message>
        <location filename="../lessons/willitfit/willitfitscene.cpp" line="+65"/>
        <source>data parallel</source>
        <translation>paralelismo de datos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tensor parallel</source>
        <translation>paralelismo de tensores</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Maestra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Activations</source>
        <translation>Activaciones</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>KV cache</source>
        <translation>Caché KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overhead</source>
        <translation>Sobrecarga</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Weights (%1)</source>
        <translation>Pesos (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients (%1)</source>
        <translation>Gradientes (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 master copy</source>
        <translation>Copia maestra FP32</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Momentum (FP32)</source>
        <translation>Momento (FP32)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam states (2 × FP32)</source>
        <translation>Estados de Adam (2 × FP32)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit Adam states</source>
        <translation>Estados de Adam de 8 bits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer state (none)</source>
        <translation>Estado del optimizador (ninguno)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activations (checkpointed)</source>
        <translation>Activaciones (con checkpointing)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache (%1)</source>
        <translation>Caché KV (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overhead (assumed %1 %)</source>
        <translation>Sobrecarga (supuesta, %1 %)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>training</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>serving %1 × %2 tokens</source>
        <translation>sirviendo %1 × %2 tokens</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no GPU chosen</source>
        <translation>ninguna GPU elegida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2, on one %3</source>
        <translation>%1, %2, en una %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, per GPU of %3 × %4, %5</source>
        <translation>%1, %2, por GPU de %3 × %4, %5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 in all</source>
        <translation>%1 en total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per GPU</source>
        <translation>%1 por GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2: fits, %3 free</source>
        <translation>%1 de %2: cabe, %3 libres</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2: does NOT fit, %3 over</source>
        <translation>%1 de %2: NO cabe, %3 de más</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>… %1 more</source>
        <translation>… %1 más</translation>
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
        <translation>%1 de memoria</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Adding the parts… %1 so far</source>
        <translation>Sumando las partes… %1 hasta ahora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>… %1</source>
        <translation>… %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Does NOT fit: %1 over</source>
        <translation>NO cabe: %1 de más</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fits: %1 free</source>
        <translation>Cabe: %1 libres</translation>
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
        <translation>Ocho trabajadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One worker per tile</source>
        <translation>Un trabajador por tesela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One worker</source>
        <translation>Un trabajador</translation>
    </message>
</context>
<context>
    <name>gpulab::WorkersScene</name>
    <message>
        <location filename="../lessons/howto/workersscene.cpp" line="+37"/>
        <source>1 worker, %1 tiles</source>
        <translation>1 trabajador, %1 teselas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 workers sharing %2 tiles</source>
        <translation>%1 trabajadores se reparten %2 teselas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 done · %3 s simulated</source>
        <translation>%1 de %2 hechas · %3 s simulados</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>One worker does</source>
        <translation>Un trabajador hace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 workers share</source>
        <translation>%1 trabajadores se reparten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 tiles of work. %3 tiles are done, %4 are being worked on, after %5 simulated seconds. With this many workers the whole job takes %6 s.</source>
        <translation>%1 %2 teselas de trabajo. %3 teselas están hechas y %4 en curso, tras %5 segundos simulados. Con estos trabajadores, toda la tarea lleva %6 s.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Workers</source>
        <translation>Trabajadores</translation>
    </message>
</context>
<context>
    <name>gpulab::accelerators::Words</name>
    <message>
        <location filename="../lessons/accelerators/acceleratorrows.cpp" line="+101"/>
        <source>NVIDIA GPUs</source>
        <translation>GPU de NVIDIA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA: every framework, research code first</source>
        <translation>CUDA: todos los frameworks, el código de investigación primero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink: 8 per server, 72 per NVL72 rack</source>
        <translation>NVLink: 8 por servidor, 72 por rack NVL72</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>Buy or rent</source>
        <translation>Comprar o alquilar</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>AMD Instinct</source>
        <translation>AMD Instinct</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ROCm: PyTorch, JAX; CUDA code needs porting</source>
        <translation>ROCm: PyTorch, JAX; el código CUDA hay que portarlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infinity Fabric: 8 per server</source>
        <translation>Infinity Fabric: 8 por servidor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Google TPUs</source>
        <translation>TPU de Google</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XLA: JAX, PyTorch/XLA</source>
        <translation>XLA: JAX, PyTorch/XLA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ICI pods of thousands</source>
        <translation>Pods ICI de miles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent: Google Cloud</source>
        <translation>Alquiler: Google Cloud</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AWS Trainium, Inferentia</source>
        <translation>AWS Trainium, Inferentia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neuron SDK: PyTorch, JAX</source>
        <translation>Neuron SDK: PyTorch, JAX</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NeuronLink: 16 per Trn1</source>
        <translation>NeuronLink: 16 por Trn1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent: AWS</source>
        <translation>Alquiler: AWS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phone, laptop NPUs</source>
        <translation>NPU de móviles y portátiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core ML, OpenVINO, ONNX Runtime: small models</source>
        <translation>Core ML, OpenVINO, ONNX Runtime: modelos pequeños</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One device</source>
        <translation>Un dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your device</source>
        <translation>En tu dispositivo</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>not stated</source>
        <translation>no indicado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shared</source>
        <translation>compartida</translation>
    </message>
</context>
<context>
    <name>gpulab::chooser</name>
    <message>
        <location filename="../lessons/generations/gpuchooser.cpp" line="+72"/>
        <source>%1 holds the %2 the job needs (%3 to spare)</source>
        <translation>en %1 caben los %2 que necesita la tarea (sobran %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × %2 = %3 hold the %4 the job needs</source>
        <translation>%1 × %2 = %3 contienen los %4 que necesita la tarea</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 GB/s: at most about %2 tokens/s at batch 1 (every BF16 weight read once per token; a bound, not a benchmark)</source>
        <translation>%1 GB/s: como máximo unos %2 tokens/s con lote 1 (cada peso BF16 se lee una vez por token; una cota, no un benchmark)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 TFLOPS dense FP16/BF16 for the matrix products</source>
        <translation>%1 TFLOPS densos FP16/BF16 para los productos de matrices</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NVLink %1 joins the GPUs of a server (%2 GB/s each)</source>
        <translation>NVLink %1 une las GPU de un servidor (%2 GB/s cada una)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no NVLink across a whole server: the GPUs talk over %1</source>
        <translation>sin NVLink en todo el servidor: las GPU se comunican por %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ECC memory</source>
        <translation>Memoria ECC</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Learning and experimenting</source>
        <translation>Aprender y experimentar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine-tuning (LoRA)</source>
        <translation>Ajuste fino (LoRA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training from scratch</source>
        <translation>Entrenar desde cero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving a model</source>
        <translation>Servir un modelo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Buy a card</source>
        <translation>Comprar una tarjeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent, don&apos;t buy</source>
        <translation>Alquilar, no comprar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cluster&apos;s job</source>
        <translation>Una tarea de clúster</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>before activations</source>
        <translation>antes de las activaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+ %1 % allowance (an assumption)</source>
        <translation>+ %1 % de margen (una suposición)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 billion parameters × %2 bytes %3 = %4</source>
        <translation>%1 mil millones de parámetros × %2 bytes %3 = %4</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>A card within %1 holds the whole job on one GPU.</source>
        <translation>Con una tarjeta de hasta %1, toda la tarea cabe en una sola GPU.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Owning pays only while the card is busy: a run of a few days may still be cheaper rented.</source>
        <translation>Comprar solo compensa mientras la tarjeta esté ocupada: una ejecución de pocos días puede seguir siendo más barata alquilada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 at launch (%2; prices change)</source>
        <translation>%1 en el lanzamiento (%2; los precios cambian)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ECC not stated for this consumer card</source>
        <translation>ECC no indicada para esta tarjeta de consumo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No hardware budget: rent by the hour, or start on a free notebook service&apos;s GPU.</source>
        <translation>Sin presupuesto de hardware: alquila por horas o empieza con la GPU de un servicio de notebooks gratuito.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2) would hold it but cost %3 at launch (%4), over the budget of %5.</source>
        <translation>%1 (%2) tendría memoria suficiente, pero costaba %3 en el lanzamiento (%4), por encima del presupuesto de %5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No card with a launch price holds %1: the largest in the data file has %2.</source>
        <translation>Ninguna tarjeta con precio de lanzamiento puede contener %1: la mayor del archivo de datos tiene %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Training from scratch keeps GPUs busy for days to weeks; buying servers pays only if they stay busy all year.</source>
        <translation>Entrenar desde cero mantiene las GPU ocupadas de días a semanas; comprar servidores solo compensa si siguen ocupados todo el año.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Datacenter GPUs have no list price (the vendors publish none) and cloud prices change weekly: compare providers&apos; pages, with their date.</source>
        <translation>Las GPU de centro de datos no tienen precio de catálogo (los fabricantes no lo publican) y los precios en la nube cambian cada semana: compara las páginas de los proveedores, con su fecha.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Not even %1 of the largest GPU hold %2: this needs a cluster joined by a fast network.</source>
        <translation>Ni siquiera %1 de la GPU más grande pueden contener %2: esto necesita un clúster unido por una red rápida.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the smallest GPU that holds it is usually the cheapest to rent</source>
        <translation>la GPU más pequeña que la contiene suele ser la más barata de alquilar</translation>
    </message>
</context>
<context>
    <name>gpulab::generations</name>
    <message>
        <location filename="../lessons/generations/generationsmath.cpp" line="+109"/>
        <source>1st</source>
        <translation>1.ª</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2.ª</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3.ª</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1th</source>
        <translation>%1.ª</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Tensor Cores (%1 generation)</source>
        <translation>Tensor Cores (%1 generación)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1-generation Tensor Cores</source>
        <translation>Tensor Cores de %1 generación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on the tensor cores</source>
        <translation>%1 en los Tensor Cores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2:4 structured sparsity (twice the dense rate for pruned weights)</source>
        <translation>Dispersión estructurada 2:4 (el doble del ritmo denso con pesos podados)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Transformer Engine (%1 generation)</source>
        <translation>Transformer Engine (%1 generación)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 memory</source>
        <translation>Memoria %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Dense FP16/BF16 peak</source>
        <translation>Pico denso FP16/BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense FP8 peak</source>
        <translation>Pico denso FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 (vector)</source>
        <translation>FP32 (vectorial)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth</source>
        <translation>Ancho de banda de memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-to-GPU link</source>
        <translation>Enlace de GPU a GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
</context>
<context>
    <name>gpulab::gift</name>
    <message>
        <location filename="../lessons/framework/quiz/gift.cpp" line="+294"/>
        <source>the title has no closing &quot;::&quot;</source>
        <translation>al título le falta el &quot;::&quot; de cierre</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;}&quot; without an opening &quot;{&quot; (write \} for a brace in text)</source>
        <translation>&quot;}&quot; sin &quot;{&quot; de apertura (escribe \} para una llave en el texto)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unclosed &quot;{&quot;: the answers have no closing &quot;}&quot; before the next blank line</source>
        <translation>&quot;{&quot; sin cerrar: a las respuestas les falta el &quot;}&quot; de cierre antes de la siguiente línea en blanco</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;}&quot; before the answers&apos; &quot;{&quot; (write \} for a brace in text)</source>
        <translation>&quot;}&quot; antes de la &quot;{&quot; de las respuestas (escribe \} para una llave en el texto)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;{&quot; inside the answers (write \{ for a brace in text)</source>
        <translation>&quot;{&quot; dentro de las respuestas (escribe \{ para una llave en el texto)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a second answer block: a question has one {...} (write \{ for a brace in text)</source>
        <translation>un segundo bloque de respuestas: una pregunta tiene un solo {...} (escribe \{ para una llave en el texto)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;}&quot; after the answers (write \} for a brace in text)</source>
        <translation>&quot;}&quot; después de las respuestas (escribe \} para una llave en el texto)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>a multiple-choice question needs at least two answers</source>
        <translation>una pregunta de opción múltiple necesita al menos dos respuestas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a multiple-answer question needs at least two answers</source>
        <translation>una pregunta de respuesta múltiple necesita al menos dos respuestas</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+73"/>
        <source>a weight must be a percentage between -100 and 100</source>
        <translation>un peso debe ser un porcentaje entre -100 y 100</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+83"/>
        <source>an answer is empty</source>
        <translation>una respuesta está vacía</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>no answer gives credit: mark the right one with &quot;=&quot; or give weights such as ~%50%</source>
        <translation>ninguna respuesta da puntos: marca la correcta con &quot;=&quot; o da pesos como ~%50%</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a matching pair needs &quot;-&gt;&quot; between the item and its answer</source>
        <translation>una pareja de emparejamiento necesita &quot;-&gt;&quot; entre el elemento y su respuesta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a matching pair has no answer after &quot;-&gt;&quot;</source>
        <translation>una pareja de emparejamiento no tiene respuesta tras &quot;-&gt;&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a matching question needs at least two pairs</source>
        <translation>una pregunta de emparejamiento necesita al menos dos parejas</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a short-answer question needs at least one answer</source>
        <translation>una pregunta de respuesta corta necesita al menos una respuesta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no answer gives credit</source>
        <translation>ninguna respuesta da puntos</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>&quot;%1&quot; is not a number (write 2039, 2039:100 or 1939..2139)</source>
        <translation>&quot;%1&quot; no es un número (escribe 2039, 2039:100 o 1939..2139)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is too large a number</source>
        <translation>&quot;%1&quot; es un número demasiado grande</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a numerical question needs at least one number</source>
        <translation>una pregunta numérica necesita al menos un número</translation>
    </message>
    <message>
        <location line="+255"/>
        <source>invalid UTF-8: save the file as UTF-8 (this question is skipped)</source>
        <translation>UTF-8 no válido: guarda el archivo como UTF-8 (esta pregunta se omite)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>a quiz bank</source>
        <translation>un banco de preguntas</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>a short-answer question with several answers cannot have &quot;-&gt;&quot; in one in GIFT (it would be read as a matching pair)</source>
        <translation>una pregunta de respuesta corta con varias respuestas no puede tener &quot;-&gt;&quot; en una de ellas en GIFT (se leería como una pareja de emparejamiento)</translation>
    </message>
</context>
<context>
    <name>gpulab::moodlexml</name>
    <message>
        <location filename="../lessons/framework/quiz/moodlexml.cpp" line="+101"/>
        <source>elements nested too deep</source>
        <translation>elementos anidados demasiado profundamente</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Moodle&apos;s question type &quot;%1&quot; has no GIFT form; the question is skipped</source>
        <translation>el tipo de pregunta de Moodle &quot;%1&quot; no tiene forma GIFT; la pregunta se omite</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>the fraction &quot;%1&quot; is not a percentage between -100 and 100</source>
        <translation>la fracción &quot;%1&quot; no es un porcentaje entre -100 y 100</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>an answer is empty</source>
        <translation>una respuesta está vacía</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a multiple-choice question needs at least two answers</source>
        <translation>una pregunta de opción múltiple necesita al menos dos respuestas</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+47"/>
        <source>no answer gives credit</source>
        <translation>ninguna respuesta da puntos</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>a true/false question needs its answers &quot;true&quot; and &quot;false&quot;</source>
        <translation>una pregunta de verdadero/falso necesita sus respuestas &quot;true&quot; y &quot;false&quot;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a short-answer question needs at least one answer</source>
        <translation>una pregunta de respuesta corta necesita al menos una respuesta</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; no es un número</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the tolerance &quot;%1&quot; is not a number</source>
        <translation>la tolerancia &quot;%1&quot; no es un número</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is too large a number</source>
        <translation>&quot;%1&quot; es un número demasiado grande</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a numerical question needs at least one number</source>
        <translation>una pregunta numérica necesita al menos un número</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a matching pair has no answer</source>
        <translation>una pareja de emparejamiento no tiene respuesta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a matching question needs at least two pairs</source>
        <translation>una pregunta de emparejamiento necesita al menos dos parejas</translation>
    </message>
    <message>
        <location line="+301"/>
        <source>not a Moodle XML file: %1</source>
        <translation>no es un archivo Moodle XML: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a Moodle XML file: it has no &lt;quiz&gt; element at the top</source>
        <translation>no es un archivo Moodle XML: no tiene un elemento &lt;quiz&gt; en el nivel superior</translation>
    </message>
</context>
<context>
    <name>gpulab::precision</name>
    <message>
        <location filename="../lessons/precision/precisionmath.cpp" line="+210"/>
        <source>exactly the same number</source>
        <translation>exactamente el mismo número</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a nearby value (rounded)</source>
        <translation>un valor cercano (redondeado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the format&apos;s largest value</source>
        <translation>el mayor valor del formato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infinity (overflow)</source>
        <translation>infinito (desbordamiento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NaN, not a number</source>
        <translation>NaN, no es un número</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>zero (underflow)</source>
        <translation>cero (subdesbordamiento)</translation>
    </message>
</context>
<context>
    <name>gpulab::precision::Scheme</name>
    <message>
        <location line="-137"/>
        <source>INT8 per tensor</source>
        <translation>INT8 por tensor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 per channel</source>
        <translation>INT8 por canal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 per tensor</source>
        <translation>INT4 por tensor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 per channel</source>
        <translation>INT4 por canal</translation>
    </message>
</context>
<context>
    <name>gpulab::quiz</name>
    <message>
        <location filename="../lessons/framework/quiz/grading.cpp" line="+181"/>
        <source>Numbers: 65504, %1 or 65 504; decimals: %2 or %3; powers of ten: 6.5e4.</source>
        <translation>Números: 65504, %1 o 65 504; decimales: %2 o %3; potencias de diez: 6,5e4.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>True</source>
        <translation>Verdadero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False</source>
        <translation>Falso</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <location line="+10"/>
        <source> or </source>
        <translation> o </translation>
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
        <translation>GPU Lab: cómo el hardware de la GPU impulsa la IA, medido en tu propio equipo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open lesson ID first.</source>
        <translation>Abrir primero la lección ID.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open section N (1 = the first) of that lesson.</source>
        <translation>Abrir la sección N (1 = la primera) de esa lección.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start in presenter mode (full screen).</source>
        <translation>Empezar en modo presentación (pantalla completa).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also load the lessons in DIR; a lesson there replaces the built-in lesson with the same id.</source>
        <translation>Cargar también las lecciones de DIR; una lección de allí sustituye a la incluida con el mismo id.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use OpenCL device INDEX (as listed by &apos;gpulab-cli devices&apos;).</source>
        <translation>Usar el dispositivo OpenCL INDEX (según lo enumera &apos;gpulab-cli devices&apos;).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Theme: system, light, dark, high-contrast or bright-room.</source>
        <translation>Tema: system, light, dark, high-contrast o bright-room.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Theme when presenting: dark (high contrast), bright (for a lit room) or none (the window&apos;s theme).</source>
        <translation>Tema al presentar: dark (alto contraste), bright (para una sala iluminada) o none (el tema de la ventana).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the class plan FILE and show its first step; in presenter mode the clicker walks its steps.</source>
        <translation>Abrir el plan de clase FILE y mostrar su primer paso; en modo presentación, el mando recorre sus pasos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the Live Lab sessions your class handed in, from folder DIR (File &gt; Open Class Results).</source>
        <translation>Abrir las sesiones del Laboratorio en vivo que entregó tu clase, desde la carpeta DIR (Archivo &gt; Abrir resultados de la clase).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speak the language CODE in this run (en, es, zh_CN, ar...; View &gt; Language remembers a choice).</source>
        <translation>Usar el idioma CODE en esta ejecución (en, es, zh_CN, ar...; Ver &gt; Idioma recuerda una elección).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Write a PNG of every lesson and section into DIR and exit.</source>
        <translation>Escribir un PNG de cada lección y sección en DIR y salir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start, paint the window, check OpenCL and the database, print a one-line report and exit.</source>
        <translation>Arrancar, pintar la ventana, comprobar OpenCL y la base de datos, imprimir un informe de una línea y salir.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qt&apos;s own options are accepted too, e.g. -platform NAME, -style NAME, -reverse, -qwindowgeometry WxH+X+Y (see QGuiApplication and QApplication in Qt&apos;s documentation).</source>
        <translation>Las opciones propias de Qt también se aceptan, p. ej. -platform NAME, -style NAME, -reverse, -qwindowgeometry WxH+X+Y (consulta QGuiApplication y QApplication en la documentación de Qt).</translation>
    </message>
</context>
</TS>
