# The lesson kit's CMake side: how a lesson folder declares itself, and how a program's lesson
# tables are generated from those declarations. lessons/CMakeLists.txt includes this file once.
#
#   gpulab_add_lesson(ID <lesson id>
#                     [MODEL <class>] [SCENE <class>] [PANEL <class>] [DATA <class>...]
#                     [MODEL_SOURCES <files>...] [PANEL_SOURCES <files>...])
#
# is the one call in a lesson folder's lesson.cmake. ID is the manifest's "id". MODEL is the
# SimulationModel the lesson runs; its class declares the simulation id once
# (`static constexpr char kSimulationId[]`), which the manifest's "simulation" must name; a model
# that shows figures from the data tables has a constructor `explicit T(const DataCatalog &)`,
# else a default one. SCENE draws that model (needs MODEL). PANEL is the LessonPanel subclass;
# without it the lesson gets the plain LessonPanel. DATA names the data tables the lesson adds
# (framework/datacatalog.h says what such a class declares); DataCatalog::load() reads them
# after gpu-specs, and `gpulab-cli data check` checks them. Each class lives in
# <folder>/<lowercase class name>.h, in namespace gpulab. MODEL_SOURCES are QtCore only (they go
# into gpulab_lessons, which the CLI and the headless tests use; a DATA class's sources go
# here); PANEL_SOURCES may use widgets (they go into gpulab_lesson_panels). Paths are relative to
# the lesson folder. The folder's lesson.json, Markdown, GIFT, CSV and pictures are compiled in
# under ":/lessons/<folder>/".
#
# gpulab_collect_lessons(<root>...) includes <root>/*/lesson.cmake and leaves, in the caller's
# scope, GPULAB_LESSON_IDS, GPULAB_LESSON_MODEL_SOURCES, GPULAB_LESSON_PANEL_SOURCES and
# GPULAB_LESSON_CONTENT (folder;file pairs for gpulab_add_lesson_content).
#
# gpulab_write_lesson_tables(<dir> <ids> <models var> <panels var>) writes the two generated
# tables for the lessons <ids> — the models table (QtCore: lessonModelTable(), read by
# loadLessonLibrary) and the panels table (widgets: lessonPanelTable()) — and returns their paths.
# A program links exactly one pair; gpulab and gpulab-cli link the built-in one from
# gpulab_lessons / gpulab_lesson_panels, and tests/lessons/kit builds a program with a lesson
# folder generated in the build tree to prove that a lesson needs nothing outside its folder.

function(gpulab_add_lesson)
    cmake_parse_arguments(PARSE_ARGV 0 ARG "" "ID;MODEL;SCENE;PANEL"
                          "DATA;MODEL_SOURCES;PANEL_SOURCES")
    set(where "${CMAKE_CURRENT_LIST_FILE}")
    if(ARG_UNPARSED_ARGUMENTS)
        message(FATAL_ERROR "${where}: gpulab_add_lesson: unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
    endif()
    if(NOT ARG_ID MATCHES "^[a-z0-9]+(-[a-z0-9]+)*$")
        message(FATAL_ERROR "${where}: gpulab_add_lesson: ID '${ARG_ID}' must be lowercase "
                            "letters, digits and '-' (the manifest's \"id\")")
    endif()
    get_property(declared GLOBAL PROPERTY GPULAB_LESSONS_DECLARED)
    if(ARG_ID IN_LIST declared)
        get_property(first GLOBAL PROPERTY "GPULAB_LESSON_${ARG_ID}_FILE")
        message(FATAL_ERROR "${where}: lesson '${ARG_ID}' is already declared by ${first}")
    endif()
    if(ARG_SCENE AND NOT ARG_MODEL)
        message(FATAL_ERROR "${where}: lesson '${ARG_ID}': a SCENE needs the MODEL it draws")
    endif()
    set(folder "${CMAKE_CURRENT_LIST_DIR}")
    foreach(role MODEL SCENE PANEL)
        if(ARG_${role})
            string(TOLOWER "${ARG_${role}}" header)
            set(header "${folder}/${header}.h")
            if(NOT EXISTS "${header}")
                message(FATAL_ERROR "${where}: lesson '${ARG_ID}': ${role} ${ARG_${role}} is "
                                    "expected in ${header}")
            endif()
            set_property(GLOBAL PROPERTY "GPULAB_LESSON_${ARG_ID}_${role}" "${ARG_${role}}")
            set_property(GLOBAL PROPERTY "GPULAB_LESSON_${ARG_ID}_${role}_HEADER" "${header}")
        endif()
    endforeach()
    set(data_headers)
    foreach(class IN LISTS ARG_DATA)
        string(TOLOWER "${class}" header)
        set(header "${folder}/${header}.h")
        if(NOT EXISTS "${header}")
            message(FATAL_ERROR "${where}: lesson '${ARG_ID}': DATA ${class} is expected in "
                                "${header}")
        endif()
        list(APPEND data_headers "${header}")
    endforeach()
    set_property(GLOBAL PROPERTY "GPULAB_LESSON_${ARG_ID}_DATA" "${ARG_DATA}")
    set_property(GLOBAL PROPERTY "GPULAB_LESSON_${ARG_ID}_DATA_HEADERS" "${data_headers}")
    set_property(GLOBAL APPEND PROPERTY GPULAB_LESSONS_DECLARED "${ARG_ID}")
    set_property(GLOBAL PROPERTY "GPULAB_LESSON_${ARG_ID}_FILE" "${where}")

    foreach(kind MODEL PANEL)
        set(files)
        foreach(file IN LISTS ARG_${kind}_SOURCES)
            cmake_path(ABSOLUTE_PATH file BASE_DIRECTORY "${folder}")
            if(NOT EXISTS "${file}")
                message(FATAL_ERROR "${where}: lesson '${ARG_ID}': no such file ${file}")
            endif()
            list(APPEND files "${file}")
        endforeach()
        set(GPULAB_LESSON_${kind}_SOURCES ${GPULAB_LESSON_${kind}_SOURCES} ${files} PARENT_SCOPE)
    endforeach()
    set(GPULAB_LESSON_IDS ${GPULAB_LESSON_IDS} "${ARG_ID}" PARENT_SCOPE)
    set(GPULAB_LESSON_CONTENT ${GPULAB_LESSON_CONTENT} "${folder}" PARENT_SCOPE)
endfunction()

macro(gpulab_collect_lessons)
    set(GPULAB_LESSON_IDS)
    set(GPULAB_LESSON_MODEL_SOURCES)
    set(GPULAB_LESSON_PANEL_SOURCES)
    set(GPULAB_LESSON_CONTENT)
    foreach(gpulab_root IN ITEMS ${ARGN})
        file(GLOB gpulab_lesson_files CONFIGURE_DEPENDS "${gpulab_root}/*/lesson.cmake")
        list(SORT gpulab_lesson_files)
        foreach(gpulab_lesson_file IN LISTS gpulab_lesson_files)
            include("${gpulab_lesson_file}")
        endforeach()
    endforeach()
endmacro()

# The content files (lesson.json, Markdown, GIFT, pictures) of each lesson folder in <folders>,
# its translations' included, compiled into <target> under ":/lessons/<folder name>/".
function(gpulab_add_lesson_content target)
    foreach(folder IN LISTS ARGN)
        cmake_path(GET folder FILENAME name)
        cmake_path(GET folder PARENT_PATH root)
        # ... and its translations, i18n/<language>/ (lessoncontent.h: applyTranslation; a data
        # table's overlay, datatable.h).
        file(GLOB files CONFIGURE_DEPENDS "${folder}/lesson.json"
             "${folder}/*.md" "${folder}/*.gift" "${folder}/*.csv" "${folder}/*.svg"
             "${folder}/*.png" "${folder}/i18n/*/lesson.json" "${folder}/i18n/*/*.md"
             "${folder}/i18n/*/*.gift" "${folder}/i18n/*/*.svg" "${folder}/i18n/*/*.png"
             "${folder}/i18n/*/*.csv")
        string(MAKE_C_IDENTIFIER "lesson_${name}" resource)
        qt_add_resources(${target} ${resource} PREFIX "/lessons" BASE "${root}"
                         FILES ${files})
    endforeach()
endfunction()

function(gpulab_write_lesson_tables dir ids models_var panels_var)
    set(model_includes "")
    set(panel_includes "")
    set(model_rows "")
    set(panel_rows "")
    set(data_rows "")
    set(data_count 0)
    foreach(id IN LISTS ids)
        foreach(role MODEL SCENE PANEL)
            get_property(${role} GLOBAL PROPERTY "GPULAB_LESSON_${id}_${role}")
            get_property(${role}_HEADER GLOBAL PROPERTY "GPULAB_LESSON_${id}_${role}_HEADER")
        endforeach()
        get_property(file GLOBAL PROPERTY "GPULAB_LESSON_${id}_FILE")
        # Messages name the declaration as a person finds it in the sources.
        cmake_path(IS_PREFIX PROJECT_SOURCE_DIR "${file}" NORMALIZE in_sources)
        if(in_sources)
            cmake_path(RELATIVE_PATH file BASE_DIRECTORY "${PROJECT_SOURCE_DIR}")
        endif()
        if(MODEL)
            string(APPEND model_includes "#include \"${MODEL_HEADER}\"\n")
            set(simulation "${MODEL}::kSimulationId")
            set(make_model "&makeModel<${MODEL}>")
        else()
            set(simulation "nullptr")
            set(make_model "nullptr")
        endif()
        string(APPEND model_rows
               "    {\"${id}\", ${simulation}, ${make_model}, \"${file}\"},\n")
        get_property(data GLOBAL PROPERTY "GPULAB_LESSON_${id}_DATA")
        get_property(data_headers GLOBAL PROPERTY "GPULAB_LESSON_${id}_DATA_HEADERS")
        foreach(header IN LISTS data_headers)
            string(APPEND model_includes "#include \"${header}\"\n")
        endforeach()
        foreach(class IN LISTS data)
            string(APPEND data_rows
                   "    LessonDataEntry{\"${id}\", ${class}::kName, ${class}::kPathVariable, "
                   "&readTable<${class}>},\n")
            math(EXPR data_count "${data_count} + 1")
        endforeach()
        set(make_scene "nullptr")
        set(make_panel "nullptr")
        if(SCENE)
            string(APPEND panel_includes "#include \"${SCENE_HEADER}\"\n")
            set(make_scene "&makeScene<${SCENE}>")
        endif()
        if(PANEL)
            string(APPEND panel_includes "#include \"${PANEL_HEADER}\"\n")
            set(make_panel "&makePanel<${PANEL}>")
        endif()
        string(APPEND panel_rows "    {\"${id}\", ${make_scene}, ${make_panel}},\n")
    endforeach()
    set(notice "// Generated by lessons/framework/lessonkit.cmake from each lesson's lesson.cmake: do not edit.")
    file(CONFIGURE OUTPUT "${dir}/lessonmodeltable.cpp" @ONLY CONTENT [=[
@notice@
#include "lessons/framework/lessonregistry.h"
@model_includes@
#include <array>
#include <type_traits>

namespace gpulab {
namespace {

template <typename T> std::unique_ptr<SimulationModel> makeModel(const DataCatalog &data)
{
    if constexpr (std::is_constructible_v<T, const DataCatalog &>)
        return std::make_unique<T>(data);
    else
        return std::make_unique<T>();
}

template <typename T> void readTable(DataCatalog &data)
{
    data.read<T>();
}

// Lesson id, simulation id (declared on the model), model factory, declaring lesson.cmake.
constexpr LessonModelEntry kLessons[] = {
@model_rows@};

// Lesson id, table name, reader: the lessons' data tables.
constexpr std::array<LessonDataEntry, @data_count@> kDataTables = {
@data_rows@};

} // namespace

std::span<const LessonModelEntry> lessonModelTable()
{
    return kLessons;
}

std::span<const LessonDataEntry> lessonDataTable()
{
    return kDataTables;
}

} // namespace gpulab
]=])
    file(CONFIGURE OUTPUT "${dir}/lessonpaneltable.cpp" @ONLY CONTENT [=[
@notice@
#include "lessons/framework/panelregistry.h"
@panel_includes@
namespace gpulab {
namespace {

template <typename T> std::unique_ptr<SimulationScene> makeScene()
{
    return std::make_unique<T>();
}
template <typename T>
LessonPanel *makePanel(const LessonContext &context, const LessonContent &content,
                       std::unique_ptr<SimulationModel> model,
                       std::unique_ptr<SimulationScene> scene, QWidget *parent)
{
    return new T(context, content, std::move(model), std::move(scene), parent);
}

// Lesson id, scene factory (for the lesson's model), panel factory (null: a plain LessonPanel).
constexpr LessonPanelEntry kLessons[] = {
@panel_rows@};

} // namespace

std::span<const LessonPanelEntry> lessonPanelTable()
{
    return kLessons;
}

} // namespace gpulab
]=])
    set(${models_var} "${dir}/lessonmodeltable.cpp" PARENT_SCOPE)
    set(${panels_var} "${dir}/lessonpaneltable.cpp" PARENT_SCOPE)
endfunction()
