# CPack configuration of GPU Lab, included from the top-level CMakeLists.txt after every
# install() rule. In a configured build folder:
#
#   cpack -G DEB     build/<preset>/packages/gpulab_<version>_<arch>.deb   (Debian 12)
#   cpack -G TGZ     build/<preset>/packages/gpulab-<version>-Linux.tar.gz (any Linux; run bin/gpulab)
#   cpack            both on Linux; NSIS + ZIP on Windows; DragNDrop on macOS
#
# `cpack --preset release` does the same from the source folder. The Windows and macOS parts
# (packaging-windows.cmake, packaging-macos.cmake) are written but not tested here: see
# installers/README.md.

set(CPACK_PACKAGE_NAME "gpulab")
set(CPACK_PACKAGE_VENDOR "GPU Lab team")
set(CPACK_PACKAGE_CONTACT "GPU Lab team <gpulab@example.invalid>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "learn how GPU hardware powers AI, measured on your computer")
set(CPACK_PACKAGE_DESCRIPTION_FILE "${CMAKE_CURRENT_LIST_DIR}/linux/description.txt")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "GPU Lab")
set(CPACK_PACKAGE_EXECUTABLES "gpulab" "GPU Lab")
set(CPACK_PACKAGE_DIRECTORY "${PROJECT_BINARY_DIR}/packages")
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/build/" "/\\\\.git/")

# Debian 12. dpkg-shlibdeps (dpkg-dev) derives Depends from the libraries the two binaries link:
# Qt 6 (Core, Gui, Widgets, OpenGL, Sql, Svg, Charts), the OpenCL ICD loader, OpenBLAS and
# CLBlast when the peers were built, stb. What they load at run time without linking it is
# listed by hand: Qt's SQLite driver (the progress database). (Qt's SVG icon engine comes with
# libqt6svg6, which the binaries link.)
# An OpenCL driver is recommended, not required: without one GPU Lab runs on the CPU only and
# says so. PoCL (a CPU device) is the default; any vendor's ICD satisfies "opencl-icd".
# The fonts of the translations are recommended too: Chinese (Noto Sans CJK, or WenQuanYi Micro
# Hei) and Arabic (Noto's Arabic UI fonts, or the full Noto set); without them those languages
# show empty boxes.
set(CPACK_DEBIAN_PACKAGE_NAME "gpulab")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "education")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "pocl-opencl-icd | opencl-icd, fonts-noto-cjk | fonts-wqy-microhei, fonts-noto-ui-core | fonts-noto-core")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "clinfo")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE "xz")

if(WIN32)
    include("${CMAKE_CURRENT_LIST_DIR}/packaging-windows.cmake")
elseif(APPLE)
    include("${CMAKE_CURRENT_LIST_DIR}/packaging-macos.cmake")
else()
    set(CPACK_GENERATOR "DEB;TGZ")
endif()

include(CPack)
