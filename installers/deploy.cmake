# Windows and macOS: what an installer on those systems needs beyond the install() rules that
# Linux uses. NOT TESTED HERE: GPU Lab is built and tested on Debian 12 only (see
# installers/README.md). Included from installers/CMakeLists.txt; does nothing on Linux.
#
# Both platforms deploy Qt with Qt's own script (qt_generate_deploy_app_script, which runs
# windeployqt or macdeployqt at install time, so `cpack` packages a self-contained tree).

if(NOT WIN32 AND NOT APPLE)
    return()
endif()

# Qt 6.4 names the script's variable FILENAME_VARIABLE; Qt 6.5 renamed it OUTPUT_SCRIPT.
if(Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
    qt_generate_deploy_app_script(TARGET gpulab OUTPUT_SCRIPT gpulab_deploy_script
                                  NO_UNSUPPORTED_PLATFORM_ERROR)
else()
    qt_generate_deploy_app_script(TARGET gpulab FILENAME_VARIABLE gpulab_deploy_script
                                  NO_UNSUPPORTED_PLATFORM_ERROR)
endif()

if(WIN32)
    # The executable's icon: a .ico rendered from the SVG (16-256 px) and a resource script.
    set(ico "${icon_dir}/gpulab.ico")
    add_custom_command(OUTPUT "${ico}"
        COMMAND $<TARGET_FILE:gpulab-render-icons> --ico "${ico}" "${icon_svg}" "${icon_dir}" 256
        DEPENDS gpulab-render-icons "${icon_svg}" COMMENT "Rendering gpulab.ico" VERBATIM)
    file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/gpulab.rc"
         "IDI_ICON1 ICON \"${icon_dir}/gpulab.ico\"\n")
    set_source_files_properties("${CMAKE_CURRENT_BINARY_DIR}/gpulab.rc"
                                PROPERTIES OBJECT_DEPENDS "${ico}")
    target_sources(gpulab PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/gpulab.rc")
    set_target_properties(gpulab PROPERTIES WIN32_EXECUTABLE ON)
    set(GPULAB_WINDOWS_ICO "${ico}" CACHE INTERNAL "The installer's icon")
    # windeployqt copies Qt's DLLs and plugins (platforms/qwindows, sqldrivers/qsqlite,
    # iconengines/qsvgicon, imageformats) beside gpulab.exe; gpulab-cli.exe shares them.
    install(SCRIPT "${gpulab_deploy_script}")
    # OpenBLAS and CLBlast DLLs, when the peers were built against imported targets that know
    # them. OpenCL.dll is not shipped: it comes with the graphics driver.
    install(FILES $<TARGET_RUNTIME_DLLS:gpulab-cli> DESTINATION "${CMAKE_INSTALL_BINDIR}"
            OPTIONAL)
elseif(APPLE)
    # GPU Lab.app: gpulab-cli goes inside the bundle, beside the gpulab executable, where
    # EngineClient::enginePath() looks for it (Contents/MacOS).
    set(iconset "${CMAKE_CURRENT_BINARY_DIR}/gpulab.iconset")
    set(icns "${CMAKE_CURRENT_BINARY_DIR}/gpulab.icns")
    add_custom_command(OUTPUT "${icns}"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${iconset}"
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
        COMMAND iconutil -c icns -o "${icns}" "${iconset}"
        DEPENDS ${icon_pngs} COMMENT "Making gpulab.icns with iconutil" VERBATIM)
    target_sources(gpulab PRIVATE "${icns}")
    set_source_files_properties("${icns}" PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
    set_target_properties(gpulab PROPERTIES
        MACOSX_BUNDLE_BUNDLE_NAME "GPU Lab"
        MACOSX_BUNDLE_GUI_IDENTIFIER "${GPULAB_APP_ID}"
        MACOSX_BUNDLE_ICON_FILE gpulab.icns
        MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
        MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}")
    install(PROGRAMS $<TARGET_FILE:gpulab-cli> DESTINATION "GPU Lab.app/Contents/MacOS")
    install(SCRIPT "${gpulab_deploy_script}")
    # macdeployqt only rewrites the main executable's Qt references; gpulab-cli links QtCore,
    # which the bundle now holds in Contents/Frameworks.
    install(CODE "execute_process(COMMAND install_name_tool -add_rpath
        @executable_path/../Frameworks
        \"\${CMAKE_INSTALL_PREFIX}/GPU Lab.app/Contents/MacOS/gpulab-cli\")")
endif()
