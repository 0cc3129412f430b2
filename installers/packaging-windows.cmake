# Windows: an NSIS installer (Start-menu entry, uninstaller in "Apps & features") and a ZIP of
# the same tree. Included from packaging.cmake. NOT TESTED HERE (see installers/README.md).
# Needs NSIS 3 on PATH (makensis); Qt's DLLs come from windeployqt (installers/deploy.cmake).
set(CPACK_GENERATOR "NSIS;ZIP")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "GPU Lab")
set(CPACK_NSIS_PACKAGE_NAME "GPU Lab")
set(CPACK_NSIS_DISPLAY_NAME "GPU Lab ${PROJECT_VERSION}")
set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_CONTACT "${CPACK_PACKAGE_CONTACT}")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY "bin")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\gpulab.exe")
set(CPACK_NSIS_MUI_FINISHPAGE_RUN "gpulab.exe")
if(GPULAB_WINDOWS_ICO)
    set(CPACK_NSIS_MUI_ICON "${GPULAB_WINDOWS_ICO}")
    set(CPACK_NSIS_MUI_UNIICON "${GPULAB_WINDOWS_ICO}")
endif()
# No licence yet (see linux/copyright): leave out CPack's generic licence page (CMake 3.22+).
set(CPACK_NSIS_IGNORE_LICENSE_PAGE ON)
