# macOS: a disk image (DragNDrop) holding "GPU Lab.app", made self-contained by macdeployqt
# (installers/deploy.cmake). Included from packaging.cmake. NOT TESTED HERE (see
# installers/README.md). Not signed or notarised: Gatekeeper asks the user to confirm the first
# start (right-click > Open) until a Developer ID signs it.
set(CPACK_GENERATOR "DragNDrop")
set(CPACK_DMG_VOLUME_NAME "GPU Lab ${PROJECT_VERSION}")
set(CPACK_DMG_FORMAT "UDZO")
set(CPACK_PACKAGE_FILE_NAME "GPU-Lab-${PROJECT_VERSION}-macOS")
