# Windows and macOS: what an installer on those systems needs beyond the install() rules that
# Linux uses. NOT TESTED HERE: GPU Lab is built and tested on Debian 12 only (see
# installers/README.md). Included from installers/CMakeLists.txt; does nothing on Linux.
#
# Both platforms deploy Qt with Qt's deploy support (qt_deploy_runtime_dependencies, which runs
# windeployqt or macdeployqt at install time, so `cpack` packages a self-contained tree).

if(NOT WIN32 AND NOT APPLE)
    return()
endif()

# Our own deploy script rather than qt_generate_deploy_app_script(): Qt 6.4 and 6.5 write its
# EXECUTABLE argument unquoted, which splits "GPU Lab.app" in two ("Unparsed arguments:
# Lab.app"). The script makes the same call Qt's does (the pattern of Qt's QT_DEPLOY_SUPPORT
# documentation, Qt 6.3+), with gpulab-cli named as a second executable so that macdeployqt
# rewrites its Qt references too.
if(APPLE)
    set(deploy_args "EXECUTABLE \"$<TARGET_FILE_NAME:gpulab>.app\"
    ADDITIONAL_EXECUTABLES \"$<TARGET_FILE_NAME:gpulab>.app/Contents/MacOS/$<TARGET_FILE_NAME:gpulab-cli>\"")
else()
    set(deploy_args "EXECUTABLE \"\${QT_DEPLOY_BIN_DIR}/$<TARGET_FILE_NAME:gpulab>\"
    GENERATE_QT_CONF")
    if(Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
        # The MSVC runtime comes from InstallRequiredSystemLibraries below, as DLLs beside the
        # executables; windeployqt would only copy vc_redist.x64.exe, which nothing runs.
        string(APPEND deploy_args "\n    NO_COMPILER_RUNTIME")
    endif()
endif()
set(gpulab_deploy_script "${CMAKE_CURRENT_BINARY_DIR}/deploy-gpulab-$<CONFIG>.cmake")
file(GENERATE OUTPUT "${gpulab_deploy_script}" CONTENT
"include(\"${QT_DEPLOY_SUPPORT}\")
qt_deploy_runtime_dependencies(
    ${deploy_args})
")

# Build-time runs of gpulab-render-icons need Qt's DLLs, which the Qt installer does not put on
# PATH: prepend Qt's bin folder for those commands (cmake -E env --modify, CMake 3.25).
set(icon_tool_env QT_QPA_PLATFORM=offscreen)
if(WIN32)
    list(PREPEND icon_tool_env --modify "PATH=path_list_prepend:$<TARGET_FILE_DIR:Qt6::Core>")
endif()

if(WIN32)
    # The executable's icon: a .ico rendered from the SVG (16-256 px) and a resource script.
    # gpulab is defined in app/: the rule needs a target of its own here, and the source
    # property must be set in gpulab's directory (TARGET_DIRECTORY), or neither is seen.
    set(ico "${icon_dir}/gpulab.ico")
    add_custom_command(OUTPUT "${ico}"
        COMMAND "${CMAKE_COMMAND}" -E env ${icon_tool_env}
                $<TARGET_FILE:gpulab-render-icons> --ico "${ico}" "${icon_svg}"
                "${CMAKE_CURRENT_BINARY_DIR}/ico-scratch" 16
        DEPENDS gpulab-render-icons "${icon_svg}" COMMENT "Rendering gpulab.ico" VERBATIM)
    add_custom_target(gpulab-winicon DEPENDS "${ico}")
    add_dependencies(gpulab gpulab-winicon)
    file(CONFIGURE OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/gpulab.rc"
         CONTENT "IDI_ICON1 ICON \"${ico}\"\n")
    target_sources(gpulab PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/gpulab.rc")
    set_source_files_properties("${CMAKE_CURRENT_BINARY_DIR}/gpulab.rc" TARGET_DIRECTORY gpulab
                                PROPERTIES OBJECT_DEPENDS "${ico}")
    set(GPULAB_WINDOWS_ICO "${ico}" CACHE INTERNAL "The installer's icon")
    # windeployqt copies Qt's DLLs and plugins (platforms/qwindows, sqldrivers/qsqlite,
    # iconengines/qsvgicon, imageformats) beside gpulab.exe; gpulab-cli.exe shares them.
    install(SCRIPT "${gpulab_deploy_script}")
    # vcruntime140.dll, msvcp140.dll ... beside the executables (default destination bin).
    include(InstallRequiredSystemLibraries)
    # CLBlast's DLL when its CMake package exports a shared imported target. OpenBLAS found
    # through pkg-config is an INTERFACE target that names no DLL: copy libopenblas.dll into
    # bin/ by hand if the peers are built in. OpenCL.dll is not shipped: the driver installs it.
    install(FILES $<TARGET_RUNTIME_DLLS:gpulab-cli> DESTINATION "${CMAKE_INSTALL_BINDIR}"
            OPTIONAL)
elseif(APPLE)
    # GPU Lab.app: gpulab-cli goes inside the bundle, beside the gpulab executable, where
    # EngineClient::enginePath() looks for it (Contents/MacOS).
    set(iconset "${CMAKE_CURRENT_BINARY_DIR}/gpulab.iconset")
    set(icns "${CMAKE_CURRENT_BINARY_DIR}/gpulab.icns")
    set(icns_scratch "${CMAKE_CURRENT_BINARY_DIR}/icns-scratch")
    add_custom_command(OUTPUT "${icns}"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${iconset}"
        COMMAND "${CMAKE_COMMAND}" -E env ${icon_tool_env}
                $<TARGET_FILE:gpulab-render-icons> "${icon_svg}" "${icns_scratch}" 1024
        COMMAND "${CMAKE_COMMAND}" -E copy "${icon_dir}/16x16.png" "${iconset}/icon_16x16.png"
        COMMAND "${CMAKE_COMMAND}" -E copy "${icon_dir}/32x32.png" "${iconset}/icon_16x16@2x.png"
        COMMAND "${CMAKE_COMMAND}" -E copy "${icon_dir}/32x32.png" "${iconset}/icon_32x32.png"
        COMMAND "${CMAKE_COMMAND}" -E copy "${icon_dir}/64x64.png" "${iconset}/icon_32x32@2x.png"
        COMMAND "${CMAKE_COMMAND}" -E copy "${icon_dir}/128x128.png" "${iconset}/icon_128x128.png"
        COMMAND "${CMAKE_COMMAND}" -E copy "${icon_dir}/256x256.png"
                "${iconset}/icon_128x128@2x.png"
        COMMAND "${CMAKE_COMMAND}" -E copy "${icon_dir}/256x256.png" "${iconset}/icon_256x256.png"
        COMMAND "${CMAKE_COMMAND}" -E copy "${icon_dir}/512x512.png"
                "${iconset}/icon_256x256@2x.png"
        COMMAND "${CMAKE_COMMAND}" -E copy "${icon_dir}/512x512.png" "${iconset}/icon_512x512.png"
        COMMAND "${CMAKE_COMMAND}" -E copy "${icns_scratch}/1024x1024.png"
                "${iconset}/icon_512x512@2x.png"
        COMMAND iconutil -c icns -o "${icns}" "${iconset}"
        DEPENDS ${icon_pngs} gpulab-render-icons "${icon_svg}"
        COMMENT "Making gpulab.icns with iconutil" VERBATIM)
    # Same as the .ico: a target here builds it (after gpulab-icons, which owns the PNGs), and
    # the bundle location is set where gpulab is defined.
    add_custom_target(gpulab-icns DEPENDS "${icns}")
    add_dependencies(gpulab-icns gpulab-icons)
    add_dependencies(gpulab gpulab-icns)
    target_sources(gpulab PRIVATE "${icns}")
    set_source_files_properties("${icns}" TARGET_DIRECTORY gpulab
                                PROPERTIES MACOSX_PACKAGE_LOCATION Resources GENERATED ON)
    set_target_properties(gpulab PROPERTIES
        MACOSX_BUNDLE_BUNDLE_NAME "GPU Lab"
        MACOSX_BUNDLE_GUI_IDENTIFIER "${GPULAB_APP_ID}"
        MACOSX_BUNDLE_ICON_FILE gpulab.icns
        MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
        MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}")
    # Before the deploy script, which names it as an additional executable for macdeployqt.
    install(PROGRAMS $<TARGET_FILE:gpulab-cli> DESTINATION "GPU Lab.app/Contents/MacOS")
    install(SCRIPT "${gpulab_deploy_script}")
endif()
